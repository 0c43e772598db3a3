// The async boundary: shared singletons are negotiated before any module that uses them runs.
// The team's preview page, named so that the build keeps it out of how the exposed pages are
// split into files (packages/build/src/client-config.ts).
void import(/* webpackChunkName: "preview" */ './bootstrap');
