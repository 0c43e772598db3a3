// @ts-check
const js = require('@eslint/js');
const reactHooks = require('eslint-plugin-react-hooks');
const tseslint = require('typescript-eslint');

const apps = ['shell', 'marketing-mfe', 'careers-mfe', 'forms-mfe', 'email-service'];

/**
 * Apps meet only through federation and packages (STYLE habit 3): an app may not import another
 * app's files, and only the shell may use the router (docs/decisions/0002).
 */
function boundaries(app) {
  const others = apps.filter((other) => other !== app);
  const patterns = [
    {
      group: others.flatMap((other) => [`**/${other}/**`, `@inklined/${other}`, `@inklined/${other}/**`]),
      message: 'Apps reach each other only through federation `exposes` and the packages in packages/.',
    },
  ];
  if (app !== 'shell') {
    patterns.push({
      group: ['react-router', 'react-router-dom', 'react-router/**', 'react-router-dom/**'],
      message: 'The router lives in the shell alone: take Link and route params as props (@inklined/contracts).',
    });
  }
  return { files: [`${app}/**/*.{ts,tsx}`], rules: { 'no-restricted-imports': ['error', { patterns }] } };
}

module.exports = tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  ...apps.map(boundaries),
  {
    files: ['packages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: apps.map((app) => `**/${app}/**`), message: 'Packages must not depend on apps.' }] },
      ],
    },
  },
  {
    // Servers, scripts, benchmarks and end-to-end tests talk to the terminal.
    files: ['scripts/**', 'e2e/**', 'email-service/bench/**', '**/*.config.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['eslint.config.js'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
