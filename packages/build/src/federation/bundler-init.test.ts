import { describe, expect, jest, test } from '@jest/globals';
import { ModuleFederation } from '@module-federation/runtime-core';
import { init, registerSharedOnce } from './bundler-init.js';

/** A host as the shell's build starts it: its libraries given eagerly, shared 'loaded-first'. */
function shell(): ModuleFederation {
  const library = (name: string, version: string) => ({
    version,
    lib: () => ({ name }),
    shareConfig: { singleton: true, requiredVersion: `^${version.split('.')[0]}.0.0`, eager: true },
  });
  return new ModuleFederation({
    name: 'shell',
    remotes: [],
    shareStrategy: 'loaded-first',
    shared: {
      react: library('react', '19.3.1'),
      'react-dom': library('react-dom', '19.3.1'),
      zustand: library('zustand', '5.0.8'),
      '@emotion/react': library('@emotion/react', '11.14.0'),
    },
  });
}

type Handler = ModuleFederation['sharedHandler'];
const registrations = (handler: Handler) =>
  jest.spyOn(handler as unknown as { emitAfterRegisterShare: () => void }, 'emitAfterRegisterShare');

/** What a page's start asks of the runtime: each shared module its apps consume, one by one. */
function consumeAll(host: ModuleFederation): unknown[] {
  return ['react', 'react-dom', 'zustand', '@emotion/react', 'react', 'react-dom'].map((name) =>
    host.loadShareSync(name)(),
  );
}

describe('the share scope, registered once per app', () => {
  test("the runtime's own start registers every library again for each module consumed", () => {
    const host = shell();
    const registered = registrations(host.sharedHandler);
    consumeAll(host);
    expect(registered).toHaveBeenCalledTimes(6 * 4);
  });

  test('registers each library once, and every module consumed gets what it got before', () => {
    const before = shell();
    const expected = consumeAll(before);
    const host = shell();
    registerSharedOnce(host.sharedHandler);
    const registered = registrations(host.sharedHandler);
    expect(consumeAll(host)).toEqual(expected);
    expect(registered).toHaveBeenCalledTimes(4);
    expect(Object.keys(host.shareScopeMap['default'] ?? {})).toEqual(
      Object.keys(before.shareScopeMap['default'] ?? {}),
    );
    // Wrapped once however often an app's entry starts the runtime.
    registerSharedOnce(host.sharedHandler);
    consumeAll(host);
    expect(registered).toHaveBeenCalledTimes(4);
  });

  test("a container's own initialisation keeps its scope and its registration", () => {
    const host = shell();
    registerSharedOnce(host.sharedHandler);
    const registered = registrations(host.sharedHandler);
    const initScope: unknown[] = [];
    host.sharedHandler.initializeSharing('default', { initScope: initScope as never });
    expect(initScope).toHaveLength(1);
    host.sharedHandler.initializeSharing('default', { from: 'build' });
    expect(registered).toHaveBeenCalledTimes(8);
  });

  test('init wraps the instance the runtime starts', () => {
    const host = shell();
    const initOptions = { name: 'shell', remotes: [] };
    const runtime = { init: () => host };
    const original = host.sharedHandler.initializeSharing;
    expect(init({ webpackRequire: { federation: { initOptions, runtime } } })).toBe(host);
    expect(host.sharedHandler.initializeSharing).not.toBe(original);
  });
});
