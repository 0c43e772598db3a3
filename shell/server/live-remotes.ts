import { readFileSync, unwatchFile, watchFile } from 'node:fs';
import { remoteNames, type RemoteName } from '@inklined/contracts/remote-modules';
import { parseRemotesConfig, type RemotesConfig } from '@inklined/contracts/remotes-config';
import { parseRemotesFile, type SiteConfig } from '@inklined/site-config/site-config';

/** Which release of each remote the site uses now. */
export interface RemotesState {
  readonly remotes: RemotesConfig;
  readonly serverPins: Readonly<Record<RemoteName, string | undefined>>;
  /** Changes whenever the state does: what a page rendered with the old one is keyed under. */
  readonly generation: number;
}

export interface LiveRemotes {
  current(): RemotesState;
  close(): void;
}

export interface LiveRemotesOptions {
  /** How often the file's modification time is looked at. */
  readonly pollMs?: number;
  readonly log?: (line: string) => void;
}

/** The environment's state with the file's releases laid over it. */
function stateFrom(config: SiteConfig, file: unknown, generation: number): RemotesState {
  const parsed = parseRemotesFile(file);
  const release = (name: RemoteName) => parsed.remotes[name];
  return {
    remotes: parseRemotesConfig({
      timeoutMs: parsed.timeoutMs ?? config.remotes.timeoutMs,
      remotes: Object.fromEntries(
        remoteNames.map((name) => [name, release(name)?.entry ?? config.remotes.remotes[name]]),
      ),
    }),
    serverPins: Object.fromEntries(
      remoteNames.map((name) => {
        const override = release(name);
        // A release named in the file brings its own pin, or none: never the previous release's.
        return [name, override ? override.serverPin : config.serverPins[name]];
      }),
    ) as Record<RemoteName, string | undefined>,
    generation,
  };
}

/**
 * The remotes' releases as configured now. Without REMOTES_FILE they are the environment's, for
 * the life of the process. With it, the file is read at start (a bad file stops the shell, like a
 * bad variable) and again whenever it changes: pointing a remote at another release, or back, is
 * an edit of that file, picked up within `pollMs` without a restart. A bad edit is logged and
 * ignored; the site keeps the releases it had.
 */
export function createLiveRemotes(config: SiteConfig, { pollMs = 1_000, log = console.warn }: LiveRemotesOptions = {}) {
  const file = config.remotesFile;
  const read = (generation: number) => stateFrom(config, JSON.parse(readFileSync(file!, 'utf8')), generation);
  let state: RemotesState = file ? read(0) : { remotes: config.remotes, serverPins: config.serverPins, generation: 0 };

  if (file) {
    watchFile(file, { interval: pollMs, persistent: false }, (now, before) => {
      if (now.mtimeMs === before.mtimeMs && now.size === before.size) return;
      try {
        state = read(state.generation + 1);
        const releases = remoteNames.map((name) => `${name} ${state.remotes.remotes[name]}`).join(', ');
        log(`shell: remotes from ${file}: ${releases}`);
      } catch (error) {
        log(
          `shell: ${file} not used, the remotes stay as they were: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    });
  }

  return {
    current: () => state,
    close: () => {
      if (file) unwatchFile(file);
    },
  } satisfies LiveRemotes;
}
