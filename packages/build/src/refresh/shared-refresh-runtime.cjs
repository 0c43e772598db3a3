/* global __INKLINED_REFRESH_APP__ */
// Every app's build asks for 'react-refresh/runtime' and gets this module instead (fast-refresh.ts).
// Fast Refresh works only if the page has one runtime: the one React DOM reported to when it
// loaded, which holds every component's family. Each app bundles its own copy of the package, so
// the first app on the page (the shell) keeps its runtime on the global object and every other
// app uses that one. Registrations carry the app's name: two apps may each have a module with the
// same path and a component with the same name, and they are not the same component.
var key = '__inklinedReactRefreshRuntime';
var shared = globalThis[key] || (globalThis[key] = require('inklined-react-refresh-runtime-impl'));
var app = __INKLINED_REFRESH_APP__;

module.exports = Object.assign(Object.create(shared), {
  register: function (type, id) {
    return shared.register(type, app + ' ' + id);
  },
});
