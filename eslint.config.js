// One lint configuration for the whole repository, with the import boundaries described in docs/architecture.md.
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const apiModules = readdirSync('apps/api/src/modules', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
/** Another module's front door: the only file of it a module (or the seed, or app.ts) may import. */
const frontDoors = (except) => apiModules.filter((m) => m !== except).map((m) => `./${m}/index.ts`);

const webFeatures = existsSync('apps/web/src/features')
  ? readdirSync('apps/web/src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/coverage/**',
      'apps/api/src/db/migrations/**',
      'apps/web/e2e/artifacts/**',
      'bench-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      // Without the parser and extensions, import-x cannot read a TypeScript file it follows, and
      // no-cycle silently finds nothing.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver': {
        typescript: { project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'], noWarnOnMultipleProjects: true },
      },
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // Shared code stands alone.
            { target: './packages/shared', from: './apps' },
            // The server and the browser app never import each other.
            { target: './apps/api', from: './apps/web' },
            { target: './apps/web', from: './apps/api' },
            // API: the layers below the business areas never reach up into them. config.ts, paths.ts
            // and password-policy.ts are the bottom; db/ is below platform/.
            {
              target: ['./apps/api/src/config.ts', './apps/api/src/paths.ts', './apps/api/src/password-policy.ts'],
              from: ['./apps/api/src/db', './apps/api/src/platform', './apps/api/src/modules', './apps/api/src/seed'],
              message: 'config.ts, paths.ts and password-policy.ts are the bottom layer: they import nothing of the app above them.',
            },
            {
              target: './apps/api/src/db',
              from: ['./apps/api/src/platform', './apps/api/src/modules', './apps/api/src/seed'],
              message: 'db/ is below platform/ and the modules.',
            },
            {
              target: ['./apps/api/src/db', './apps/api/src/platform'],
              from: ['./apps/api/src/modules', './apps/api/src/seed'],
              message: 'db/ and platform/ are below the modules: pass what they need in, do not import a module.',
            },
            // API: a module talks to another only through its index.ts (its plugin and the functions it offers).
            ...apiModules.map((module) => ({
              target: `./apps/api/src/modules/${module}`,
              from: './apps/api/src/modules',
              except: [`./${module}`, ...frontDoors(module)],
              message: 'Import another module through its index.ts only.',
            })),
            {
              target: ['./apps/api/src/seed', './apps/api/src/app.ts', './apps/api/src/main.ts'],
              from: './apps/api/src/modules',
              except: frontDoors(undefined),
              message: 'Import a module through its index.ts only.',
            },
            // Web: shared UI and libraries never reach into features or the app shell.
            { target: ['./apps/web/src/components', './apps/web/src/lib'], from: ['./apps/web/src/features', './apps/web/src/app'] },
            // Web: a feature never imports the app shell or another feature's internals.
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
            })),
          ],
        },
      ],
    },
  },
  {
    // Centavos only through packages/shared money (a test may work out its expected figure by hand).
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.e2e.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['right', 'left'].map((side) => ({
          selector: `CallExpression[callee.object.name='Math'][callee.property.name='round'] > BinaryExpression[operator='*'][${side}.value=100]`,
          message:
            'Money is worked in centavos through @oim/shared/pos/money (toCentavos, toPesos, sumPesos, lineAmount, percentOf), not Math.round(x * 100).',
        })),
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
