import { readFile } from 'node:fs/promises';
import type { Context } from 'koa';
import { remoteNames } from '@inklined/contracts/remote-modules';
import { z } from 'zod';
import { allowsMethod } from '@inklined/server-kit/methods';

/** How the supervisor of `npm start` describes its parts (scripts/supervisor.ts writes it). */
const supervisorStatus = z.object({
  at: z.number(),
  parts: z.record(
    z.string(),
    z.object({
      state: z.enum(['running', 'restarting', 'crash-loop', 'stopped']),
      restarts: z.number(),
      recentExits: z.number(),
      lastExit: z.string().optional(),
    }),
  ),
});

export interface ReadinessOptions {
  /** Where each remote's files come from and where the email service is, now. */
  readonly upstreams: () => { readonly remotes: Readonly<Record<string, string>>; readonly api: string };
  /** The supervisor's status file, when the shell runs under `npm start`. */
  readonly statusFile?: string;
  /** How long one probe may take. */
  readonly probeTimeoutMs?: number;
  /** How long a report is reused: a load balancer polling every second costs one probe round. */
  readonly reuseMs?: number;
  readonly now?: () => number;
}

interface Report {
  readonly ready: boolean;
  readonly parts: Readonly<Record<string, unknown>>;
}

async function probe(url: string, timeoutMs: number): Promise<{ reachable: boolean; status?: number }> {
  try {
    const response = await fetch(url, { method: 'GET', signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
    return { reachable: response.ok, status: response.status };
  } catch {
    return { reachable: false };
  }
}

async function readSupervisor(file: string | undefined) {
  if (!file) return undefined;
  try {
    const parsed = supervisorStatus.safeParse(JSON.parse(await readFile(file, 'utf8')));
    return parsed.success ? parsed.data.parts : undefined;
  } catch {
    return undefined;
  }
}

/**
 * GET /healthz: the shell's process answers (a restart would not help otherwise).
 * GET /readyz: the whole site can serve: every remote's server answers, the email service is
 * ready, and no part is restarting or in a crash loop under `npm start`. The shell keeps serving
 * either way (a remote that is down gets its fallback): this is where an operator, or monitoring,
 * sees that a part is not, with what is known of it.
 */
export function createReadiness({
  upstreams,
  statusFile,
  probeTimeoutMs = 1_000,
  reuseMs = 2_000,
  now = Date.now,
}: ReadinessOptions) {
  let last: { at: number; report: Promise<Report> } | undefined;

  async function measure(): Promise<Report> {
    const { remotes, api } = upstreams();
    const [remoteProbes, email, supervised] = await Promise.all([
      Promise.all(remoteNames.map((name) => probe(`${remotes[name]}/remoteEntry.js`, probeTimeoutMs))),
      probe(`${api}/readyz`, probeTimeoutMs),
      readSupervisor(statusFile),
    ]);
    const parts: Record<string, { reachable: boolean; status?: number; supervisor?: unknown }> = {};
    remoteNames.forEach((name, index) => (parts[name] = remoteProbes[index]!));
    parts.email = email;
    for (const [name, status] of Object.entries(supervised ?? {})) {
      if (parts[name]) parts[name] = { ...parts[name], supervisor: status };
    }
    const steady = Object.values(supervised ?? {}).every((status) => status.state === 'running');
    return { ready: steady && Object.values(parts).every((part) => part.reachable), parts };
  }

  return async function readiness(ctx: Context, pathname: string) {
    ctx.set('Cache-Control', 'no-store');
    if (!allowsMethod(ctx, ['GET', 'HEAD'])) return;
    if (pathname === '/healthz') {
      ctx.type = 'application/json; charset=utf-8';
      ctx.body = JSON.stringify({ status: 'ok' });
      return;
    }
    if (!last || now() - last.at > reuseMs) last = { at: now(), report: measure() };
    const report = await last.report;
    ctx.status = report.ready ? 200 : 503;
    ctx.type = 'application/json; charset=utf-8';
    ctx.body = JSON.stringify(report);
  };
}
