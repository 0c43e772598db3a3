// @ts-check
/**
 * What ESLint cannot see (issue 20), checked by `npm run lint` over every app, package, script and
 * test; the boundaries between apps stay ESLint's (eslint.config.js):
 * - import cycles, type-only imports included (import-x/no-cycle skips `import type`, and a circle
 *   of types is a circle all the same);
 * - every package a module imports is declared in its workspace's package.json (the closest one);
 * - code that runs in production imports only `dependencies`; tests, tools and type-only imports
 *   may use `devDependencies`.
 * @type {import('dependency-cruiser').IConfiguration}
 */
/** Files that never run in production: tests, their support, tools, build configuration. */
const testsAndTools = [
  '\\.test\\.tsx?$',
  '\\.type-test\\.tsx?$',
  '/test-support/',
  '^e2e/',
  '^scripts/',
  '/bench/',
  '/preview/',
  '/fixtures/',
  '(^|/)webpack[^/]*\\.config\\.ts$',
  '(^|/)module-federation\\.config\\.ts$',
  '^jest\\.',
  '^eslint\\.config\\.js$',
  '^packages/build/',
  // Content collections run when a remote is built; the bundle gets their entries as data.
  '^packages/content/',
  '\\.collection\\.ts$',
  '^(marketing-mfe|careers-mfe)/src/content/[^/]+-schema\\.ts$',
  '^packages/site-tools/',
  '^packages/stand-ins/',
  '^packages/test-kit/',
];

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules may not import each other, directly or round a circle, not even for types.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-declared',
      severity: 'error',
      comment: 'An imported package must be declared in the package.json of the workspace that imports it.',
      from: {},
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'dev-dependency-in-production',
      severity: 'error',
      comment: 'Code that runs in production may import only `dependencies`: a devDependency is not installed there.',
      from: { pathNot: testsAndTools },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // The apps' own build output and reports (not a dist/ folder inside a package in node_modules),
    // and the bad workspace scripts/dependency-rules.test.ts writes while lint may be running.
    exclude: {
      path: [
        '^(shell|marketing-mfe|careers-mfe|forms-mfe)/dist',
        '^(bench-results|test-results)/',
        '^packages/dependency-fixture-',
      ],
    },
    // Type-only imports are dependencies too: they are what a circle of types runs through.
    tsPreCompilationDeps: true,
    // A workspace package is a package: reached through its node_modules link, not as a folder of
    // this repository, so it too must be declared by whoever imports it.
    preserveSymlinks: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.json'],
    },
  },
};
