import { readFileSync, statSync } from 'node:fs';
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
  /** What the file was when it was last read: a change of either means it was edited since. */
  let seen = '';
  const stamp = () => {
    const { mtimeMs, size } = statSync(file!);
    return `${mtimeMs} ${size}`;
  };
  const read = (generation: number) => {
    seen = stamp();
    return stateFrom(config, JSON.parse(readFileSync(file!, 'utf8')), generation);
  };
  let state: RemotesState = file ? read(0) : { remotes: config.remotes, serverPins: config.serverPins, generation: 0 };

  // Polled (a stat a second), not watched: an edit between the first read and a watcher's start
  // is not missed, and it works the same on a mounted config map, where inotify may not.
  const timer = file
    ? setInterval(() => {
        let now: string;
        try {
          now = stamp();
        } catch {
          return; // Being replaced: looked at again on the next tick.
        }
        if (now === seen) return;
        try {
          state = read(state.generation + 1);
          const releases = remoteNames.map((name) => `${name} ${state.remotes.remotes[name]}`).join(', ');
          log(`shell: remotes from ${file}: ${releases}`);
        } catch (error) {
          seen = now;
          log(
            `shell: ${file} not used, the remotes stay as they were: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      }, pollMs).unref()
    : undefined;

  return {
    current: () => state,
    close: () => clearInterval(timer),
  } satisfies LiveRemotes;
}
