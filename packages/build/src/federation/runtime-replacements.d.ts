// Types of the modules that stand in for parts of @module-federation/runtime-core 2.9.2 in the
// shell's browser builds (plain JavaScript: webpack puts them inside the runtime's own modules).

declare module '*/snapshot-handler-off.js' {
  interface PluginHooks {
    readonly registerPlugins: Record<string, { readonly name: string }>;
    applyPlugin(plugin: { readonly name?: string }): void;
    removePlugin(name: string): void;
  }
  interface Host {
    readonly name: string;
    readonly options: { readonly version?: string };
    readonly loaderHook: unknown;
  }
  interface ModuleInfo {
    readonly name: string;
    readonly version?: string;
    readonly entry?: string;
  }
  export function getGlobalRemoteInfo(
    moduleInfo: ModuleInfo,
    origin: Host,
  ): { hostGlobalSnapshot: unknown; globalSnapshot: unknown; remoteSnapshot: unknown };
  export class SnapshotHandler {
    constructor(host: Host);
    readonly hooks: PluginHooks;
    readonly manifestCache: Map<string, unknown>;
    loadRemoteSnapshotInfo(options: { readonly moduleInfo: ModuleInfo }): Promise<never>;
    getGlobalRemoteInfo(moduleInfo: ModuleInfo): ReturnType<typeof getGlobalRemoteInfo>;
  }
}

declare module '*/preload-assets-off.js' {
  export function defaultPreloadArgs(): never;
  export function formatPreloadArgs(): never;
  export function normalizePreloadExposes(): never;
  export function preloadAssets(): Promise<never>;
}

declare module '*/build-time-remotes-off.js' {
  export function remotes(): never;
}

interface FederationOfWebpackRequire {
  readonly federation: {
    readonly initOptions?: unknown;
    readonly runtime?: { init(options: unknown): unknown };
    readonly sharedFallback?: unknown;
  };
}

declare module '*/shared-fallback-off.js' {
  export function getSharedFallbackGetter<Factory>(options: {
    readonly shareKey: string;
    readonly factory: Factory;
    readonly webpackRequire: FederationOfWebpackRequire;
  }): Factory;
}

declare module '*/bundler-init.js' {
  export function init(options: { readonly webpackRequire: FederationOfWebpackRequire }): unknown;
  export function registerSharedOnce(sharedHandler: {
    initializeSharing(shareScopeName?: string, extraOptions?: object): unknown;
  }): void;
}

declare module '*/host-bundler-runtime.js' {
  export const bundlerRuntime: Record<string, unknown>;
  export const runtime: Record<string, unknown>;
  export function attachShareScopeMap(webpackRequire: unknown): void;
  const federation: Record<string, unknown>;
  export default federation;
}

declare module '*/debug-mode-off.js' {
  export const isBrowserEnvValue: boolean;
  export function isBrowserEnv(): boolean;
  export function isReactNativeEnv(): boolean;
  export function isDebugMode(): boolean;
  export function getProcessEnv(): Record<string, string | undefined>;
}

declare module '*/remembered-satisfy.js' {
  export function satisfy(version: string, range: string): boolean;
}
