// @ts-check
const js = require('@eslint/js');
const { createNodeResolver, importX } = require('eslint-plugin-import-x');
const reactHooks = require('eslint-plugin-react-hooks');
const tseslint = require('typescript-eslint');

const apps = ['shell', 'marketing-mfe', 'careers-mfe', 'forms-mfe', 'email-service'];
const others = (app) => apps.filter((other) => other !== app).map((other) => `./${other}`);

/**
 * The lines the structure keeps (STYLE habit 3, docs/decisions/0006), checked on resolved paths:
 * an app never imports another app, `scripts/` or the shell's server; `scripts/` never imports an
 * app's sources; packages depend on no app; the frame does not reach into the shell's routes.
 */
const zones = [
  ...apps.filter((app) => app !== 'shell').map((app) => ({ target: `./${app}`, from: [...others(app), './scripts'] })),
  { target: './shell/src', from: [...others('shell'), './scripts', './shell/server'] },
  { target: './shell/server', from: [...others('shell'), './scripts'] },
  // The standalone build bundles the remotes' public modules (their exposes), nothing else of theirs.
  ...['marketing-mfe', 'careers-mfe', 'forms-mfe'].map((app) => ({
    target: './shell/standalone',
    from: `./${app}`,
    except: ['./src/exposes'],
  })),
  { target: './shell/standalone', from: ['./email-service', './scripts', './shell/server'] },
  {
    target: './shell/src/frame',
    from: './shell/src/app',
    message: 'The frame is shared by every route; routes use it, not the reverse.',
  },
  { target: './scripts', from: apps.map((app) => `./${app}/src`) },
  // What the browser tests and the scripts share lives in packages/site-tools.
  { target: './scripts', from: './e2e' },
  { target: './e2e', from: './scripts' },
  { target: './packages', from: [...apps.map((app) => `./${app}`), './scripts'] },
].map((zone) => ({
  message: 'Apps meet only through federation `exposes` and the packages in packages/ (docs/decisions/0006).',
  ...zone,
}));

/** Only the shell may use the router (docs/decisions/0002). */
const routerOnlyInShell = {
  files: apps.filter((app) => app !== 'shell').map((app) => `${app}/**/*.{ts,tsx}`),
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['react-router', 'react-router-dom', 'react-router/**', 'react-router-dom/**'],
            message: 'The router lives in the shell alone: take Link and route params as props (@inklined/contracts).',
          },
        ],
      },
    ],
  },
};

module.exports = tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-standalone/**',
      '**/dist-refresh-host/**',
      'bench-results/**',
      '**/node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
      // scripts/dependency-rules.test.ts writes a bad workspace here while lint may be running.
      'packages/dependency-fixture-*/**',
      // Data: resumes and the scripts that once made them with writers that are not dependencies.
      'email-service/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // no-cycle reads the imported files, so it needs to parse TypeScript itself.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.json'],
          conditionNames: ['types', 'import', 'require', 'node', 'default'],
        }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: 'error',
      'no-console': ['error', { allow: ['info', 'warn', 'error'] }],
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: __dirname, zones }],
      'import-x/no-unresolved': ['error', { ignore: ['^webpack-cli/bin/cli\\.js$'] }],
    },
  },
  routerOnlyInShell,
  {
    // Servers, scripts, benchmarks and end-to-end tests talk to the terminal.
    files: ['scripts/**', 'e2e/**', 'shell/server/**', 'email-service/bench/**', '**/*.config.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // A script the shell's server writes into its pages as a function expression (it calls it).
    files: ['shell/server/*.browser.js'],
    languageOptions: {
      sourceType: 'script',
      globals: {
        document: 'readonly',
        PerformanceObserver: 'readonly',
        setTimeout: 'readonly',
        innerHeight: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-unused-expressions': 'off' },
  },
  {
    files: ['eslint.config.js', '.dependency-cruiser.cjs', 'packages/build/src/refresh/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', module: 'writable', __dirname: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
