import { readFileSync, statSync } from 'node:fs';
import { remoteNames, type RemoteName } from '@inklined/contracts/remote-modules';
import { parseRemotesConfig } from '@inklined/contracts/remotes-config';
import { createLogger, type Logger } from '@inklined/server-kit/log';
import { writeRemotesFile } from '@inklined/site-config/remotes-file';
import { parseRemotesFile, type RemotesFile, type SiteConfig } from '@inklined/site-config/site-config';
import { remotesStateOf, type RemotesState } from './remotes-state';

export interface LiveRemotes {
  current(): RemotesState;
  close(): void;
}

export interface LiveRemotesOptions {
  /** How often the file's modification time is looked at. */
  readonly pollMs?: number;
  readonly log?: Logger;
}

/** The environment's state with the file's releases laid over it. */
function stateFrom(config: SiteConfig, parsed: RemotesFile, generation: number): RemotesState {
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
    origins: Object.fromEntries(
      remoteNames.map((name) => [name, release(name)?.origin ?? config.remoteOrigins[name]]),
    ) as Record<RemoteName, string>,
    generation,
  };
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A remotes file read and checked, or why it could not be. */
function readRemotesFile(file: string): { ok: true; value: unknown; parsed: RemotesFile } | { ok: false; why: string } {
  try {
    const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return { ok: true, value, parsed: parseRemotesFile(value) };
  } catch (error) {
    return { ok: false, why: reason(error) };
  }
}

export type { RemotesState } from './remotes-state';

/**
 * The remotes' releases as configured now. Without REMOTES_FILE they are the environment's, for
 * the life of the process. With it, the file is read at start and again whenever it changes:
 * pointing a remote at another release, or back, is an edit of that file, picked up within
 * `pollMs` without a restart. Every good read is kept (REMOTES_LAST_GOOD_FILE). A bad file is
 * logged and never taken: while running the site keeps the releases it had; at start, after a
 * deploy interrupted mid-write say, it starts on the last good file kept, or on the environment's
 * releases if there never was one. The shell always starts.
 */
export function createLiveRemotes(
  config: SiteConfig,
  { pollMs = 1_000, log = createLogger('shell') }: LiveRemotesOptions = {},
) {
  const file = config.remotesFile;
  const lastGood = config.remotesLastGoodFile;
  /** What the file was when it was last read: a change of either means it was edited since. */
  let seen = '';
  const stamp = () => {
    const { mtimeMs, size } = statSync(file!);
    return `${mtimeMs} ${size}`;
  };
  const keep = (value: unknown) => {
    if (!lastGood) return;
    try {
      writeRemotesFile(lastGood, value);
    } catch (error) {
      log.warn({ file: lastGood, reason: reason(error) }, 'the last good remotes file could not be kept');
    }
  };

  function initial(): RemotesState {
    if (!file) return remotesStateOf(config);
    try {
      seen = stamp();
    } catch {
      seen = '';
    }
    const read = readRemotesFile(file);
    if (read.ok) {
      keep(read.value);
      return stateFrom(config, read.parsed, 0);
    }
    const kept = lastGood ? readRemotesFile(lastGood) : undefined;
    if (kept?.ok) {
      log.error(
        { file, why: read.why, lastGood },
        'the remotes file is not usable: starting on the last good one kept',
      );
      return stateFrom(config, kept.parsed, 0);
    }
    log.error(
      { file, why: read.why },
      "the remotes file is not usable and none was kept: starting on the environment's releases",
    );
    return remotesStateOf(config);
  }

  let state = initial();

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
        seen = now;
        const read = readRemotesFile(file);
        if (!read.ok) {
          log.error({ file, why: read.why }, 'the remotes file is not used, the remotes stay as they were');
          return;
        }
        keep(read.value);
        state = stateFrom(config, read.parsed, state.generation + 1);
        log.info({ file, remotes: state.remotes.remotes, origins: state.origins }, 'remotes from the remotes file');
      }, pollMs).unref()
    : undefined;

  return {
    current: () => state,
    close: () => clearInterval(timer),
  } satisfies LiveRemotes;
}
