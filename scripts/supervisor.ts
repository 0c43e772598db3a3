import { spawn, type ChildProcess } from 'node:child_process';
import { renameSync, writeFileSync } from 'node:fs';

/** One long-running part of the site, as the supervisor starts it. */
export interface PartSpec {
  readonly name: string;
  readonly command: string;
  readonly args: readonly string[];
  /** The part's whole environment: nothing else of the supervisor's is passed on. */
  readonly env: NodeJS.ProcessEnv;
  readonly cwd?: string;
}

export interface SupervisorOptions {
  /** Wait before restarting a part that exited: doubles with each quick failure, up to maxBackoffMs. */
  readonly initialBackoffMs: number;
  readonly maxBackoffMs: number;
  /** A part that exits this many times within windowMs is in a crash loop: said loudly, still restarted. */
  readonly crashLoopExits: number;
  readonly windowMs: number;
  /** How long a part may take to stop on SIGTERM before it is killed. */
  readonly stopGraceMs: number;
  readonly log: (line: string) => void;
  readonly stdio?: 'inherit' | 'ignore';
  /** Where the parts' states are written as JSON on every change (the shell's /readyz reads it). */
  readonly statusFile?: string;
}

export type PartState = 'running' | 'restarting' | 'crash-loop' | 'stopped';

export interface PartStatus {
  readonly state: PartState;
  readonly pid: number | undefined;
  /** Starts after the first, since supervision began. */
  readonly restarts: number;
  /** Exits within the last window. */
  readonly recentExits: number;
  readonly lastExit: string | undefined;
}

export interface Supervision {
  /** Stops every part (SIGTERM, then SIGKILL after the grace period). */
  stop(): Promise<void>;
  /** The parts' states now. */
  status(): Readonly<Record<string, PartStatus>>;
  /** Resolves with the exit code `npm start` should end with once supervision ends. */
  readonly done: Promise<number>;
}

/**
 * Runs the site's parts and keeps them running for as long as it runs: a part that exits is
 * started again after a back-off that doubles with each quick failure up to a cap, so a part that
 * keeps crashing costs little and comes back by itself once its cause is gone, while the other
 * parts go on serving (the shell shows its fallback for a remote that is down). A crash loop is
 * never silent: one loud line when it starts and when it ends, and in the status file.
 */
export function supervise(parts: readonly PartSpec[], options: SupervisorOptions): Supervision {
  const running = new Map<string, ChildProcess>();
  const timers = new Set<NodeJS.Timeout>();
  const statuses = new Map<string, PartStatus>();
  let stopping = false;
  let finish: (code: number) => void = () => undefined;
  const done = new Promise<number>((resolve) => (finish = resolve));

  function setStatus(name: string, status: PartStatus): void {
    statuses.set(name, status);
    if (!options.statusFile) return;
    // Written whole, then renamed over the old one: a reader never sees half a file.
    const next = `${options.statusFile}.${process.pid}.tmp`;
    try {
      writeFileSync(next, JSON.stringify({ at: Date.now(), parts: Object.fromEntries(statuses) }));
      renameSync(next, options.statusFile);
    } catch (error) {
      options.log(`status file ${options.statusFile} not written: ${(error as Error).message}`);
    }
  }

  async function stop(code = 0): Promise<void> {
    if (!stopping) {
      stopping = true;
      for (const timer of timers) clearTimeout(timer);
      await Promise.all([...running.values()].map((child) => stopChild(child, options.stopGraceMs)));
      for (const [name, status] of statuses) setStatus(name, { ...status, state: 'stopped', pid: undefined });
      finish(code);
    }
    await done;
  }

  function start(part: PartSpec, exits: number[], restarts: number): void {
    const startedAt = Date.now();
    const child = spawn(part.command, [...part.args], {
      cwd: part.cwd,
      env: part.env,
      stdio: options.stdio ?? 'inherit',
    });
    running.set(part.name, child);
    const before = statuses.get(part.name);
    setStatus(part.name, {
      state: before?.state === 'crash-loop' ? 'crash-loop' : 'running',
      pid: child.pid,
      restarts,
      recentExits: exits.length,
      lastExit: before?.lastExit,
    });
    options.log(`${part.name} started (pid ${child.pid})`);
    child.once('error', (error) => options.log(`${part.name} could not start: ${error.message}`));

    // Up for a whole window without exiting: whatever the loop was, it is over.
    const steady = setTimeout(() => {
      timers.delete(steady);
      const now = statuses.get(part.name);
      if (now?.state === 'crash-loop' && running.get(part.name) === child) {
        options.log(`${part.name} is running steadily again after its crash loop`);
        setStatus(part.name, { ...now, state: 'running', recentExits: 0 });
      }
    }, options.windowMs);
    timers.add(steady);

    child.once('exit', (code, signal) => {
      running.delete(part.name);
      clearTimeout(steady);
      timers.delete(steady);
      if (stopping) return;
      const now = Date.now();
      const recent = [...exits.filter((at) => now - at < options.windowMs), now];
      const how = signal ?? `exit code ${code}`;
      // A part that ran for a while before exiting starts again at once; quick failures wait longer.
      const quickFailures = now - startedAt < options.windowMs ? recent.length : 1;
      const wait = Math.min(options.maxBackoffMs, options.initialBackoffMs * 2 ** (quickFailures - 1));
      const looping = recent.length >= options.crashLoopExits;
      if (looping && statuses.get(part.name)?.state !== 'crash-loop') {
        options.log(
          `!!! ${part.name} is in a crash loop (${recent.length} exits in ${options.windowMs / 1000} s, last ${how}): ` +
            `restarting it every ${options.maxBackoffMs / 1000} s at most while the rest of the site serves; see its messages above`,
        );
      }
      setStatus(part.name, {
        state: looping ? 'crash-loop' : 'restarting',
        pid: undefined,
        restarts,
        recentExits: recent.length,
        lastExit: how,
      });
      options.log(`${part.name} stopped (${how}); starting it again in ${wait} ms`);
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!stopping) start(part, recent, restarts + 1);
      }, wait);
      timers.add(timer);
    });
  }

  for (const part of parts) start(part, [], 0);
  return { stop: () => stop(0), status: () => Object.fromEntries(statuses), done };
}

function stopChild(child: ChildProcess, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
