/** @jest-config-loader esbuild-register */
import path from 'node:path';
import type { Config } from 'jest';

const swcTransform: Config['transform'] = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        target: 'es2022',
        transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
      },
    },
  ],
};

const bundlerRuntimeDist = path.join(__dirname, 'node_modules/@module-federation/webpack-bundler-runtime/dist');
const runtimeCoreSemver = path.join(
  __dirname,
  'node_modules/@module-federation/runtime-core/dist/utils/semver/index.cjs',
);
const sdkEnv = path.join(__dirname, 'node_modules/@module-federation/sdk/dist/env.cjs');

/**
 * One project per workspace, so each team can run only its own tests, and where a workspace holds
 * both, its browser code and its Node code apart: a test's environment is its project's, chosen
 * here by where the test is, never by a comment in the test.
 */
function project(
  displayName: string,
  dir: string,
  testEnvironment: 'jsdom' | 'node',
  { ignore = [], only }: { readonly ignore?: string[]; readonly only?: string[] } = {},
): Config {
  return {
    displayName,
    rootDir: `<rootDir>/${dir}`,
    testEnvironment,
    transform: swcTransform,
    testMatch: only ?? ['<rootDir>/**/*.test.ts?(x)'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/', '/dependency-fixture-', ...ignore],
    // jest runs CommonJS: a package published only as ECMAScript modules is compiled like our own.
    transformIgnorePatterns: ['/node_modules/(?!feed/)'],
    modulePathIgnorePatterns: ['/dependency-fixture-'],
    setupFilesAfterEnv: [
      path.join(__dirname, 'jest.setup.ts'),
      ...(testEnvironment === 'jsdom' ? [path.join(__dirname, 'jest.setup.dom.ts')] : []),
    ],
    // webpack gives a URL for an asset file; tests get its name.
    moduleNameMapper: {
      '\\.(woff2|svg|png|jpe?g|webp|avif)$': path.join(__dirname, 'jest.asset-stub.ts'),
      // A module of the federation's bundler runtime by its file (the package exports `./*`): the
      // CommonJS twin that its own index.cjs requires, since jest runs CommonJS.
      '^@module-federation/webpack-bundler-runtime/dist/(.*)\\.js$': bundlerRuntimeDist + '/$1.cjs',
      // The originals that packages/build/src/federation/remembered-satisfy.js and
      // debug-mode-off.js wrap, which webpack resolves beside the modules they replace: their
      // CommonJS twins.
      '^\\./index\\.js\\?original$': runtimeCoreSemver,
      '^\\./env\\.js\\?original$': sdkEnv,
    },
  };
}

/** The packages whose code runs in Node: servers, configuration, tools. */
const nodePackages = ['static-server', 'server-kit', 'site-config', 'site-tools', 'content'];
/** The script the shell's server writes into every page: browser code, tested in a DOM. */
const pageScript = 'server/after-paint-start.test.ts';

const config: Config = {
  // Three on two cores: its suites mostly wait (sockets, PostgreSQL starting, a minute of SMTP
  // outage in multi-instance.test.ts), and in npm test it runs niced beside the browser tests,
  // finishing last: a third worker takes the next suite while one waits (docs/decisions/0045).
  maxWorkers: 3,
  // A bound for a hang, not for speed, and the only one: no test sets a shorter one (a global
  // option: a project's own is ignored). npm test runs jest beside the type-check, lint, the builds
  // and the browser tests, where a test takes several times what it takes alone, and the suite must
  // pass on a machine three times slower still: the SIGKILL test took 65 s of a 60 s limit, a form's
  // test 20 s of 30 s. Each test waits for the event it needs; speed is the benches' job.
  testTimeout: 300_000,
  projects: [
    project('packages', 'packages', 'jsdom', { ignore: nodePackages.map((name) => `<rootDir>/${name}/`) }),
    project('packages-node', 'packages', 'node', {
      only: nodePackages.map((name) => `<rootDir>/${name}/**/*.test.ts`),
    }),
    // The shell's browser code (with the start script its server writes into pages), and its server.
    project('shell', 'shell', 'jsdom', {
      only: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/standalone/**/*.test.ts?(x)', `<rootDir>/${pageScript}`],
    }),
    project('shell-server', 'shell/server', 'node', { ignore: [`<rootDir>/${path.basename(pageScript)}`] }),
    project('marketing-mfe', 'marketing-mfe', 'jsdom'),
    project('careers-mfe', 'careers-mfe', 'jsdom'),
    // The forms, and their client of the email service against a real HTTP server.
    project('forms-mfe', 'forms-mfe', 'jsdom', { ignore: ['<rootDir>/src/email/'] }),
    // In a DOM: the client sends with the browser's XMLHttpRequest (jsdom's makes real requests).
    project('forms-mfe-client', 'forms-mfe', 'jsdom', { only: ['<rootDir>/src/email/**/*.test.ts'] }),
    project('email-service', 'email-service', 'node'),
    project('scripts', 'scripts', 'node'),
  ],
};

export default config;
