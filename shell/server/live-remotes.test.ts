import { afterEach, describe, expect, test } from '@jest/globals';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadSiteConfig } from '@inklined/site-config/site-config';
import { createLiveRemotes, type LiveRemotes } from './live-remotes';

const pinA = `sha256-${'A'.repeat(43)}=`;
const pinB = `sha256-${'B'.repeat(43)}=`;
let live: LiveRemotes | undefined;
afterEach(() => live?.close());

function remotesFile(content: unknown): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'remotes-file-')), 'remotes.json');
  writeFileSync(file, JSON.stringify(content));
  return file;
}

const until = async (condition: () => boolean) => {
  for (let waited = 0; !condition() && waited < 5_000; waited += 20) await new Promise((r) => setTimeout(r, 20));
};

describe('createLiveRemotes', () => {
  test("without a file: the environment's releases, for good", () => {
    const config = loadSiteConfig({ CAREERS_SERVER_PIN: pinA });
    live = createLiveRemotes(config);
    expect(live.current()).toEqual({ remotes: config.remotes, serverPins: config.serverPins, generation: 0 });
  });

  test('a release named in the file replaces the environment, and an edit is picked up while running', async () => {
    const file = remotesFile({
      remotes: { careers: { entry: 'http://127.0.0.1:4281/remoteEntry.js', serverPin: pinA } },
    });
    const lines: string[] = [];
    live = createLiveRemotes(loadSiteConfig({ REMOTES_FILE: file, MARKETING_SERVER_PIN: pinB }), {
      pollMs: 20,
      log: (line) => lines.push(line),
    });
    expect(live.current().remotes.remotes).toEqual({
      marketing: '/mf/marketing/remoteEntry.js',
      careers: 'http://127.0.0.1:4281/remoteEntry.js',
      forms: '/mf/forms/remoteEntry.js',
    });
    expect(live.current().serverPins).toEqual({ marketing: pinB, careers: pinA, forms: undefined });

    writeFileSync(file, JSON.stringify({ remotes: { careers: { entry: 'http://127.0.0.1:4282/remoteEntry.js' } } }));
    await until(() => live!.current().generation === 1);
    expect(live.current().remotes.remotes.careers).toBe('http://127.0.0.1:4282/remoteEntry.js');
    // A release without a pin is not prerendered; it never inherits the previous release's pin.
    expect(live.current().serverPins.careers).toBeUndefined();
    expect(lines.join('\n')).toContain('careers http://127.0.0.1:4282/remoteEntry.js');
  });

  test('a bad edit is logged and ignored: the site keeps its releases', async () => {
    const file = remotesFile({
      remotes: { careers: { entry: 'http://127.0.0.1:4281/remoteEntry.js', serverPin: pinA } },
    });
    const lines: string[] = [];
    live = createLiveRemotes(loadSiteConfig({ REMOTES_FILE: file }), { pollMs: 20, log: (line) => lines.push(line) });
    const before = live.current();
    writeFileSync(file, JSON.stringify({ remotes: { careers: { entry: 'ftp://elsewhere/remoteEntry.js' } } }));
    await until(() => lines.length > 0);
    writeFileSync(file, '{ "remotes": ');
    await until(() => lines.length > 1);
    expect(lines[0]).toMatch(/not used.*remotes\.careers\.entry/);
    expect(lines[1]).toMatch(/not used/);
    expect(live.current()).toBe(before);
  });

  test('a bad file at start stops the shell, naming the field', () => {
    const file = remotesFile({ remotes: { careers: { entry: '/mf/careers/remoteEntry.js', serverPin: 'sha1-x' } } });
    expect(() => createLiveRemotes(loadSiteConfig({ REMOTES_FILE: file }))).toThrow(/remotes\.careers\.serverPin/);
  });
});
