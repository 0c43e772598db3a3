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

/** One project per workspace, so each team can run only its own tests. */
function project(displayName: string, dir: string, testEnvironment: 'jsdom' | 'node', ignore: string[] = []): Config {
  return {
    displayName,
    rootDir: `<rootDir>/${dir}`,
    testEnvironment,
    transform: swcTransform,
    testMatch: ['<rootDir>/**/*.test.ts?(x)'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/', '/dependency-fixture-', ...ignore],
    modulePathIgnorePatterns: ['/dependency-fixture-'],
    setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.ts')],
    // webpack gives a URL for an asset file; tests get its name.
    moduleNameMapper: {
      '\\.(woff2|svg|png|jpe?g|webp|avif)$': path.join(__dirname, 'jest.asset-stub.ts'),
      // A module of the federation's bundler runtime by its file (the package exports `./*`): the
      // CommonJS twin that its own index.cjs requires, since jest runs CommonJS.
      '^@module-federation/webpack-bundler-runtime/dist/(.*)\\.js$': bundlerRuntimeDist + '/$1.cjs',
    },
  };
}

const config: Config = {
  // Both cores: jest's default leaves one for the machine, and its suites mostly wait on sockets.
  maxWorkers: 2,
  // A bound for a hang, not for speed (a global option: a project's own is ignored). npm test runs
  // jest beside the type-check, lint and four webpack builds on 2 cores, where a test takes several
  // times what it takes alone (a PDF bomb refused passed jest's default 5 s). Speed is the benches' job.
  testTimeout: 30_000,
  projects: [
    project('packages', 'packages', 'jsdom'),
    // The shell's browser code, and its server (a Node program) as a project of its own.
    project('shell', 'shell', 'jsdom', ['<rootDir>/server/']),
    project('shell-server', 'shell/server', 'node'),
    project('marketing-mfe', 'marketing-mfe', 'jsdom'),
    project('careers-mfe', 'careers-mfe', 'jsdom'),
    project('forms-mfe', 'forms-mfe', 'jsdom'),
    project('email-service', 'email-service', 'node'),
    project('scripts', 'scripts', 'node'),
  ],
};

export default config;
