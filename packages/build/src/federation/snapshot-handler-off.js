// The shell's browser builds ask for @module-federation/runtime-core's SnapshotHandler (from the
// runtime's core.js and remote/index.js) and get this module instead (client-config.ts). Every build
// turns snapshots off (`experiments.optimization.disableSnapshot`: remotes are found by their
// remoteEntry.js, never by a manifest), yet runtime-core 2.9.2 still makes a SnapshotHandler
// whenever remotes are on, and with it every page carried the code that fetches manifests and
// turns them into snapshots (its own and the sdk's generateSnapshotFromManifest; 0023), which
// nothing on the site can reach. What the rest of the runtime does use of it stays, the same:
// the handler's plugin hooks (`registerPlugins` applies every plugin to them), the manifest cache
// that `registerRemotes(…, { force: true })` clears (the shell's Retry) and `getGlobalRemoteInfo`,
// which removing a remote reads. Asking it for a snapshot (only `preloadRemote` does, which the
// site never calls) is an error that says why. docs/decisions/0026.
import { getGlobalSnapshot, getInfoWithoutType, Global } from '@module-federation/runtime-core';

/** runtime-core's PluginSystem over the snapshot hooks, which nothing here emits. */
function snapshotHooks() {
  const registerPlugins = {};
  return {
    lifecycle: {},
    lifecycleKeys: [],
    registerPlugins,
    applyPlugin(plugin) {
      if (!plugin || typeof plugin !== 'object' || !plugin.name) throw new Error('A plugin needs a name.');
      registerPlugins[plugin.name] ??= plugin;
    },
    removePlugin(pluginName) {
      if (!registerPlugins[pluginName]) throw new Error(`The plugin "${pluginName}" is not registered.`);
      delete registerPlugins[pluginName];
    },
  };
}

/** runtime-core 2.9.2's (utils/tool.js): a module's key in the global snapshot. */
function moduleKey(moduleInfo) {
  if ('version' in moduleInfo && moduleInfo.version) return `${moduleInfo.name}:${moduleInfo.version}`;
  if ('entry' in moduleInfo && moduleInfo.entry) return `${moduleInfo.name}:${moduleInfo.entry}`;
  return `${moduleInfo.name}`;
}

/**
 * runtime-core 2.9.2's (global.js), as it is. Its own is reached only through the package's
 * `helpers` object, and importing that kept every function the object names in main.js (0026).
 */
function getGlobalSnapshotInfoByModuleInfo(moduleInfo) {
  const snapshot = getGlobalSnapshot();
  const found = getInfoWithoutType(snapshot, moduleKey(moduleInfo)).value;
  if (found && !found.version && 'version' in moduleInfo && moduleInfo.version) found.version = moduleInfo.version;
  if (found) return found;
  if ('version' in moduleInfo && moduleInfo.version) {
    const { version, ...withoutVersion } = moduleInfo;
    const unversioned = getInfoWithoutType(snapshot, moduleKey(withoutVersion)).value;
    if (unversioned?.version === version) return unversioned;
  }
  return undefined;
}

/** runtime-core 2.9.2's, as it is (remote/index.js reads it when a remote is removed). */
export function getGlobalRemoteInfo(moduleInfo, origin) {
  const hostGlobalSnapshot = getGlobalSnapshotInfoByModuleInfo({ name: origin.name, version: origin.options.version });
  const globalRemoteInfo =
    hostGlobalSnapshot &&
    'remotesInfo' in hostGlobalSnapshot &&
    hostGlobalSnapshot.remotesInfo &&
    getInfoWithoutType(hostGlobalSnapshot.remotesInfo, moduleInfo.name).value;
  if (globalRemoteInfo && globalRemoteInfo.matchedVersion) {
    return {
      hostGlobalSnapshot,
      globalSnapshot: getGlobalSnapshot(),
      remoteSnapshot: getGlobalSnapshotInfoByModuleInfo({
        name: moduleInfo.name,
        version: globalRemoteInfo.matchedVersion,
      }),
    };
  }
  return {
    hostGlobalSnapshot: undefined,
    globalSnapshot: getGlobalSnapshot(),
    remoteSnapshot: getGlobalSnapshotInfoByModuleInfo({
      name: moduleInfo.name,
      version: 'version' in moduleInfo ? moduleInfo.version : undefined,
    }),
  };
}

export class SnapshotHandler {
  constructor(HostInstance) {
    this.loadingHostSnapshot = null;
    this.manifestCache = new Map();
    this.hooks = snapshotHooks();
    this.manifestLoading = Global.__FEDERATION__.__MANIFEST_LOADING__;
    this.HostInstance = HostInstance;
    this.loaderHook = HostInstance.loaderHook;
  }

  async loadRemoteSnapshotInfo({ moduleInfo }) {
    throw new Error(
      `No snapshot of ${moduleInfo?.name ?? 'a remote'}: this build loads remotes by their entry, with snapshots off`,
    );
  }

  getGlobalRemoteInfo(moduleInfo) {
    return getGlobalRemoteInfo(moduleInfo, this.HostInstance);
  }
}
