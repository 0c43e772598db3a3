import { spawn, type ChildProcess } from 'node:child_process';

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
  /** A part that exits this many times within windowMs keeps failing: everything stops, exit code 1. */
  readonly maxRestarts: number;
  readonly windowMs: number;
  /** How long a part may take to stop on SIGTERM before it is killed. */
  readonly stopGraceMs: number;
  readonly log: (line: string) => void;
  readonly stdio?: 'inherit' | 'ignore';
}

export interface Supervision {
  /** Stops every part (SIGTERM, then SIGKILL after the grace period). */
  stop(): Promise<void>;
  /** Resolves with the exit code `npm start` should end with once supervision ends. */
  readonly done: Promise<number>;
}

/**
 * Runs the site's parts and keeps them running: a part that exits is started again after a
 * back-off, so one crash does not take its part of the site down for good; a part that keeps
 * failing stops the whole run with a failing exit code instead of restarting forever.
 */
export function supervise(parts: readonly PartSpec[], options: SupervisorOptions): Supervision {
  const running = new Map<string, ChildProcess>();
  const timers = new Set<NodeJS.Timeout>();
  let stopping = false;
  let finish: (code: number) => void = () => undefined;
  const done = new Promise<number>((resolve) => (finish = resolve));

  async function stop(code = 0): Promise<void> {
    if (!stopping) {
      stopping = true;
      for (const timer of timers) clearTimeout(timer);
      await Promise.all([...running.values()].map((child) => stopChild(child, options.stopGraceMs)));
      finish(code);
    }
    await done;
  }

  function start(part: PartSpec, exits: number[]): void {
    const startedAt = Date.now();
    const child = spawn(part.command, [...part.args], {
      cwd: part.cwd,
      env: part.env,
      stdio: options.stdio ?? 'inherit',
    });
    running.set(part.name, child);
    options.log(`${part.name} started (pid ${child.pid})`);
    child.once('error', (error) => options.log(`${part.name} could not start: ${error.message}`));
    child.once('exit', (code, signal) => {
      running.delete(part.name);
      if (stopping) return;
      const now = Date.now();
      const recent = [...exits.filter((at) => now - at < options.windowMs), now];
      const how = signal ?? `exit code ${code}`;
      if (recent.length > options.maxRestarts) {
        options.log(
          `${part.name} keeps failing (${how}, ${recent.length} times in ${options.windowMs / 1000} s): stopping`,
        );
        void stop(1);
        return;
      }
      // A part that ran for a while before exiting starts again at once; quick failures wait longer.
      const quickFailures = now - startedAt < options.windowMs ? recent.length : 1;
      const wait = Math.min(options.maxBackoffMs, options.initialBackoffMs * 2 ** (quickFailures - 1));
      options.log(`${part.name} stopped (${how}); starting it again in ${wait} ms`);
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!stopping) start(part, recent);
      }, wait);
      timers.add(timer);
    });
  }

  for (const part of parts) start(part, []);
  return { stop: () => stop(0), done };
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
