import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/sanctum': { target: api, changeOrigin: false },
      '/media-files': { target: api, changeOrigin: false },
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
