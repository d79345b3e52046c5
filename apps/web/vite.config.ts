import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const api = process.env.API_URL ?? 'http://localhost:3000';

/**
 * The files the offline terminal needs, found in the built chunk graph: the entry with what it
 * imports, and the terminal's page with everything it imports or loads later (phone layout,
 * serial dialog, receipt, camera), and the stock count's counting screen (a phone counting in an
 * aisle out of the Wi-Fi's reach may reload there). Only these are precached by the service worker, so a first
 * visit downloads the terminal in the background and not the whole back office.
 */
function terminalFiles(): { plugin: Plugin; files: Set<string> } {
  const files = new Set<string>();
  const plugin: Plugin = {
    name: 'oim-terminal-files',
    apply: 'build',
    generateBundle(_, bundle) {
      files.clear();
      const chunks = new Map(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])));
      const visit = (fileName: string, followDynamic: boolean) => {
        const chunk = chunks.get(fileName);
        if (!chunk || files.has(fileName)) return;
        files.add(fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
        for (const next of chunk.imports) visit(next, followDynamic);
        if (followDynamic) for (const next of chunk.dynamicImports) visit(next, true);
      };
      for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName, false);
      // A page's chunk may have no facade (shared chunks are inlined), so it is found by the module it holds.
      const page =
        /\/features\/(pos\/pages\/pos-(terminal|channel-choice|sales-waiting)|stock-counts\/pages\/stock-count-counting)-page\.tsx$/;
      for (const chunk of chunks.values()) if (Object.keys(chunk.modules).some((id) => page.test(id))) visit(chunk.fileName, true);
    },
  };
  return { plugin, files };
}

const terminal = terminalFiles();

/** GET answers the terminal needs to open after a reload without a connection (network first, the last answer offline). */
const TERMINAL_API_GETS =
  /\/api\/(rbac\/roles\/get-permissions|sales\/sales-channels\/my|masterfile\/payment-types|masterfile\/discounts|sales\/customers\/default|setting\/company-profiles\/|setting\/feature-flags\/client-flags|setting\/menu-settings|setting\/commission-settings|pos\/terminals|user|me)(\/|\?|$)/;

export default defineConfig({
  plugins: [
    react(),
    terminal.plugin,
    // The offline terminal's service worker (docs/architecture.md "The terminal offline"); registered
    // by src/lib/offline/register-service-worker.ts in production builds only.
    VitePWA({
      strategies: 'generateSW',
      injectRegister: false,
      registerType: 'autoUpdate',
      manifest: {
        name: 'OIM Point of Sale',
        short_name: 'OIM POS',
        start_url: '/pos',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#1976d2',
        icons: [],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html}'],
        // Only the app shell and the terminal's chunks (found above); the rest loads from the network.
        manifestTransforms: [
          async (entries) => ({
            manifest: entries.filter((e) => e.url === 'index.html' || terminal.files.has(e.url.replace(/^\//, ''))),
            warnings: [],
          }),
        ],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        navigateFallback: 'index.html',
        // The API, the CSRF cookie, media, the docs and the server's phone page are never answered with the app's page.
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/sanctum\//, /^\/media-files\//, /^\/storage\//, /^\/phone$/, /^\/shop-ca\.crt$/],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            // A RegExp, not a function: the worker is generated from this config, so a function's closure would be lost.
            urlPattern: TERMINAL_API_GETS,
            method: 'GET',
            handler: 'NetworkFirst',
            options: {
              cacheName: 'oim-terminal-api',
              networkTimeoutSeconds: 4,
              expiration: { maxEntries: 200, maxAgeSeconds: 30 * 86_400 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/sanctum': { target: api, changeOrigin: false },
      '/media-files': { target: api, changeOrigin: false },
      // The server's page that sets a phone up for the secure address, and the shop CA's certificate.
      '^/phone([?].*)?$': { target: api, changeOrigin: false },
      '/shop-ca.crt': { target: api, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // Needed by the inlining below; the app's entry exports nothing anyone imports.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // Shared chunks under 16 KiB of source are copied into the chunks that use them (one module
          // state through rolldown's runtime): the terminal took 87 requests cold, each carrying
          // ~1 kB of headers, and the size tests (apps/web/e2e/*-size.e2e.ts) count those bytes too.
          experimentalInlineCommonChunks: { maxSize: 16 * 1024 },
        },
      },
    },
  },
});
