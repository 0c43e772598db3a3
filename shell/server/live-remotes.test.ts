import { afterEach, describe, expect, test } from '@jest/globals';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger } from '@inklined/server-kit/log';
import { writeRemotesFile } from '@inklined/site-config/remotes-file';
import { loadSiteConfig } from '@inklined/site-config/site-config';
import { createLiveRemotes, type LiveRemotes } from './live-remotes';
import { until } from '@inklined/test-kit/until';

const pinA = `sha256-${'A'.repeat(43)}=`;
const pinB = `sha256-${'B'.repeat(43)}=`;
let live: LiveRemotes | undefined;
afterEach(() => live?.close());

function remotesFile(content: unknown): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'remotes-file-')), 'remotes.json');
  writeFileSync(file, JSON.stringify(content));
  return file;
}

describe('createLiveRemotes', () => {
  test("without a file: the environment's releases, for good", () => {
    const config = loadSiteConfig({ CAREERS_SERVER_PIN: pinA });
    live = createLiveRemotes(config);
    expect(live.current()).toEqual({
      remotes: config.remotes,
      origins: config.remoteOrigins,
      serverPins: config.serverPins,
      generation: 0,
    });
  });

  test('a release named in the file replaces the environment, and an edit is picked up while running', async () => {
    const file = remotesFile({
      remotes: { careers: { entry: 'http://127.0.0.1:4281/remoteEntry.js', serverPin: pinA } },
    });
    const lines: string[] = [];
    live = createLiveRemotes(loadSiteConfig({ REMOTES_FILE: file, MARKETING_SERVER_PIN: pinB }), {
      pollMs: 20,
      log: createLogger('shell', 'info', { write: (line: string) => void lines.push(line) }),
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
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({
      msg: 'remotes from the remotes file',
      remotes: { careers: 'http://127.0.0.1:4282/remoteEntry.js' },
    });
  });

  test("a release on another server moves the remote's origin with its entry, all in one state", async () => {
    const file = remotesFile({ remotes: {} });
    const config = loadSiteConfig({ REMOTES_FILE: file });
    const lines: string[] = [];
    live = createLiveRemotes(config, {
      pollMs: 20,
      log: createLogger('shell', 'info', { write: (line: string) => void lines.push(line) }),
    });
    expect(live.current().origins.careers).toBe(config.remoteOrigins.careers);
    writeFileSync(
      file,
      JSON.stringify({
        remotes: { careers: { entry: '/mf/careers/remoteEntry.js', serverPin: pinA, origin: 'http://127.0.0.1:4290' } },
      }),
    );
    await until(() => live!.current().generation === 1);
    expect(live.current()).toMatchObject({
      origins: { careers: 'http://127.0.0.1:4290', forms: config.remoteOrigins.forms },
      serverPins: { careers: pinA },
    });
    // An origin that is not an http(s) origin is a bad file: nothing changes.
    const before = live.current();
    writeFileSync(
      file,
      JSON.stringify({ remotes: { careers: { entry: '/mf/careers/remoteEntry.js', origin: 'file:///etc' } } }),
    );
    // Once the watcher has read it (and said why it is not used).
    await until(() => lines.some((line) => /not used/.test(line)));
    expect(live.current()).toBe(before);
  });

  test('a bad edit is logged and ignored: the site keeps its releases', async () => {
    const file = remotesFile({
      remotes: { careers: { entry: 'http://127.0.0.1:4281/remoteEntry.js', serverPin: pinA } },
    });
    const lines: string[] = [];
    live = createLiveRemotes(loadSiteConfig({ REMOTES_FILE: file }), {
      pollMs: 20,
      log: createLogger('shell', 'info', { write: (line: string) => void lines.push(line) }),
    });
    const before = live.current();
    writeFileSync(file, JSON.stringify({ remotes: { careers: { entry: 'ftp://elsewhere/remoteEntry.js' } } }));
    await until(() => lines.length > 0);
    writeFileSync(file, '{ "remotes": ');
    await until(() => lines.length > 1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      msg: expect.stringMatching(/not used/),
      why: expect.stringMatching(/remotes\.careers\.entry/),
    });
    expect(lines[1]).toMatch(/not used/);
    expect(lines.map((line) => JSON.parse(line).level)).toEqual(['error', 'error']);
    expect(live.current()).toBe(before);
  });

  test.each([
    ['a half-written', '{ "remotes": { "careers": { "entry": "http://127.0.0.1:4281/remo'],
    ['an empty', ''],
    [
      'an invalid',
      JSON.stringify({ remotes: { careers: { entry: '/mf/careers/remoteEntry.js', serverPin: 'sha1-x' } } }),
    ],
  ])('%s file at start: the shell starts on the last good file it kept, and says why', (_name, content) => {
    const good = { remotes: { careers: { entry: 'http://127.0.0.1:4281/remoteEntry.js', serverPin: pinA } } };
    const file = remotesFile(good);
    const config = loadSiteConfig({ REMOTES_FILE: file });
    // A run that read the good file kept it.
    createLiveRemotes(config, { log: createLogger('shell', 'silent') }).close();
    writeFileSync(file, content);

    const lines: string[] = [];
    live = createLiveRemotes(config, {
      log: createLogger('shell', 'info', { write: (line: string) => void lines.push(line) }),
    });
    expect(live.current().remotes.remotes.careers).toBe('http://127.0.0.1:4281/remoteEntry.js');
    expect(live.current().serverPins.careers).toBe(pinA);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 'error',
      msg: 'the remotes file is not usable: starting on the last good one kept',
      lastGood: `${file}.last-good`,
    });
  });

  test("a broken file at start and none ever kept: the environment's releases, and why", () => {
    const file = remotesFile({});
    writeFileSync(file, '{ "remotes": ');
    const lines: string[] = [];
    live = createLiveRemotes(loadSiteConfig({ REMOTES_FILE: file, CAREERS_SERVER_PIN: pinB }), {
      log: createLogger('shell', 'info', { write: (line: string) => void lines.push(line) }),
    });
    expect(live.current().remotes.remotes.careers).toBe('/mf/careers/remoteEntry.js');
    expect(live.current().serverPins.careers).toBe(pinB);
    expect(JSON.parse(lines[0]!).msg).toMatch(/none was kept/);
  });

  test('deploy tooling writes atomically: a reader sees the old file or the new one, never a part', () => {
    const file = remotesFile({ remotes: {} });
    writeRemotesFile(file, { remotes: { forms: { entry: 'https://cdn.example.com/forms/v2/remoteEntry.js' } } });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      remotes: { forms: { entry: 'https://cdn.example.com/forms/v2/remoteEntry.js' } },
    });
    // A bad file is refused before anything is written.
    expect(() => writeRemotesFile(file, { remotes: { forms: { entry: 'ftp://x' } } })).toThrow(/remotes\.forms\.entry/);
    expect(JSON.parse(readFileSync(file, 'utf8')).remotes.forms.entry).toBe(
      'https://cdn.example.com/forms/v2/remoteEntry.js',
    );
    expect(readdirSync(path.dirname(file)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});
