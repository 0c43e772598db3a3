import path from 'node:path';
import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { helpers } from '@module-federation/runtime-core';
import { remotes } from './build-time-remotes-off.js';
import { init } from './bundler-init.js';
import * as debugModeOff from './debug-mode-off.js';
import hostFederation, * as hostBundlerRuntime from './host-bundler-runtime.js';
import * as preloadOff from './preload-assets-off.js';
import { getSharedFallbackGetter } from './shared-fallback-off.js';
import { getGlobalRemoteInfo, SnapshotHandler } from './snapshot-handler-off.js';

/** runtime-core 2.9.2's own module, by its file (the package exports only its index). */
const runtimeCoreDist = path.dirname(require.resolve('@module-federation/runtime-core'));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const original = require(path.join(runtimeCoreDist, 'plugins', 'snapshot', 'SnapshotHandler.cjs')) as {
  getGlobalRemoteInfo: typeof getGlobalRemoteInfo;
};

const host = { name: 'shell', options: { name: 'shell', version: undefined }, loaderHook: {} };

let undo: (() => void) | undefined;
afterEach(() => {
  undo?.();
  undo = undefined;
});

describe("the shell's snapshot handler with snapshots off", () => {
  test('keeps what the runtime uses of it: plugin hooks and the manifest cache Retry clears', () => {
    const handler = new SnapshotHandler(host);
    handler.hooks.applyPlugin({ name: 'inklined-load-timeout' });
    expect(Object.keys(handler.hooks.registerPlugins)).toEqual(['inklined-load-timeout']);
    expect(() => handler.hooks.applyPlugin({})).toThrow('A plugin needs a name.');
    handler.manifestCache.set('http://cdn.example/remoteEntry.js', {});
    expect(handler.manifestCache.delete('http://cdn.example/remoteEntry.js')).toBe(true);
  });

  test('a snapshot asked for is an error that says why, not a manifest fetched', async () => {
    await expect(new SnapshotHandler(host).loadRemoteSnapshotInfo({ moduleInfo: { name: 'careers' } })).rejects.toThrow(
      'No snapshot of careers: this build loads remotes by their entry, with snapshots off',
    );
  });

  test("finds a remote's global information as runtime-core's own function does", () => {
    const remote = { name: 'careers', entry: 'http://cdn.example/careers/remoteEntry.js' };
    expect(getGlobalRemoteInfo(remote, host)).toEqual(original.getGlobalRemoteInfo(remote, host));
    undo = helpers.global.addGlobalSnapshot({
      shell: { version: '', remoteEntry: '', remotesInfo: { careers: { matchedVersion: remote.entry } } },
      [`careers:${remote.entry}`]: { version: remote.entry, remoteEntry: remote.entry },
    } as never);
    const found = getGlobalRemoteInfo(remote, host);
    expect(found.hostGlobalSnapshot).toBeDefined();
    expect(found).toEqual(original.getGlobalRemoteInfo(remote, host));
  });
});

test("runtime-core's preload code is replaced by errors that say why", async () => {
  const message = 'preloadRemote is off in this build: remotes are loaded by their entry, with snapshots off';
  expect(() => preloadOff.defaultPreloadArgs()).toThrow(message);
  expect(() => preloadOff.formatPreloadArgs()).toThrow(message);
  expect(() => preloadOff.normalizePreloadExposes()).toThrow(message);
  await expect(preloadOff.preloadAssets()).rejects.toThrow(message);
});

describe("the shell's bundler runtime without build-time remotes or tree-shaken sharing", () => {
  test('a build-time remote, which no app declares, is an error that says why', () => {
    expect(() => remotes()).toThrow('Build-time remotes are off in this build');
  });

  test("a shared library's getter is its own factory, as the original's is without fallbacks", () => {
    const factory = () => () => 'react';
    const webpackRequire = { federation: {} };
    expect(getSharedFallbackGetter({ shareKey: 'react', factory, webpackRequire })).toBe(factory);
    expect(() =>
      getSharedFallbackGetter({ shareKey: 'react', factory, webpackRequire: { federation: { sharedFallback: {} } } }),
    ).toThrow('Tree-shaken sharing (react) is off in this build');
  });

  test("init starts the runtime with the build's options, and refuses what the original would have", () => {
    const started: unknown[] = [];
    const runtime = { init: (options: unknown) => (started.push(options), 'instance') };
    const initOptions = { name: 'shell', remotes: [] };
    expect(init({ webpackRequire: { federation: { initOptions, runtime } } })).toBe('instance');
    expect(started).toEqual([initOptions]);
    expect(() => init({ webpackRequire: { federation: { runtime } } })).toThrow('initOptions is required!');
    expect(() => init({ webpackRequire: { federation: { initOptions, runtime, sharedFallback: {} } } })).toThrow(
      'Tree-shaken sharing is off in this build',
    );
  });
});

test("the shell's bundler runtime is the original's object, with the one function of the runtime package it calls", async () => {
  const original = (await import('@module-federation/webpack-bundler-runtime')) as unknown as Record<
    string,
    unknown
  > & {
    bundlerRuntime: Record<string, unknown>;
    default: Record<string, unknown>;
  };
  expect(Object.keys(hostBundlerRuntime).sort()).toEqual(Object.keys(original).sort());
  expect(Object.keys(hostFederation).sort()).toEqual(Object.keys(original.default).sort());
  expect(Object.keys(hostBundlerRuntime.bundlerRuntime).sort()).toEqual(Object.keys(original.bundlerRuntime).sort());
  // The same functions, but for those a host without a container or fallbacks never calls.
  for (const [name, value] of Object.entries(original.bundlerRuntime)) {
    if (['initContainerEntry'].includes(name)) expect(hostBundlerRuntime.bundlerRuntime[name]).toBeUndefined();
    else if (typeof value === 'function') expect(hostBundlerRuntime.bundlerRuntime[name]).toBe(value);
  }
  expect(Object.keys(hostBundlerRuntime.runtime)).toEqual(['init']);
  expect(hostBundlerRuntime.runtime.init).toBe((original.runtime as Record<string, unknown>).init);
});

describe("the shell's federation runtime with its debugging switched by the build only", () => {
  afterEach(() => {
    localStorage.clear();
    delete process.env['FEDERATION_DEBUG'];
  });

  test('reads no storage: the switch in localStorage that the original reads is left alone', async () => {
    const sdk = await import('@module-federation/sdk');
    localStorage.setItem('FEDERATION_DEBUG', '1');
    const read = jest.spyOn(Storage.prototype, 'getItem');
    expect(debugModeOff.isDebugMode()).toBe(false);
    expect(read).not.toHaveBeenCalled();
    expect(sdk.isDebugMode()).toBe(true);
    read.mockRestore();
  });

  test("the process's switch still turns it on, as in the original", async () => {
    const sdk = await import('@module-federation/sdk');
    process.env['FEDERATION_DEBUG'] = '1';
    expect(debugModeOff.isDebugMode()).toBe(true);
    expect(sdk.isDebugMode()).toBe(true);
  });

  test("everything else is the original's", async () => {
    const sdk = (await import('@module-federation/sdk')) as unknown as Record<string, unknown>;
    for (const name of ['isBrowserEnvValue', 'isBrowserEnv', 'isReactNativeEnv', 'getProcessEnv'] as const) {
      const ours = debugModeOff[name];
      const theirs = sdk[name];
      expect(typeof ours === 'function' ? ours() : ours).toEqual(typeof theirs === 'function' ? theirs() : theirs);
    }
    expect(Object.keys(debugModeOff).sort()).toEqual(
      ['getProcessEnv', 'isBrowserEnv', 'isBrowserEnvValue', 'isDebugMode', 'isReactNativeEnv'].sort(),
    );
  });
});
