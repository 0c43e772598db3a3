import { afterEach, describe, expect, test } from '@jest/globals';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { supervise, type PartSpec, type PartStatus, type Supervision } from './supervisor';
import { until } from '@inklined/test-kit/until';

const options = {
  initialBackoffMs: 50,
  maxBackoffMs: 400,
  crashLoopExits: 3,
  windowMs: 5_000,
  stopGraceMs: 2_000,
  stdio: 'ignore' as const,
};

/** A real child process running a little Node program. */
const node = (name: string, program: string): PartSpec => ({
  name,
  command: process.execPath,
  args: ['-e', program],
  env: { PATH: process.env.PATH },
});

function pidsOf(log: string[], name: string): number[] {
  return log.flatMap((line) => {
    const match = new RegExp(`^${name} started \\(pid (\\d+)\\)$`).exec(line);
    return match ? [Number(match[1])] : [];
  });
}

let supervision: Supervision | undefined;
afterEach(async () => {
  await supervision?.stop();
  supervision = undefined;
});

describe('supervise', () => {
  test('a part killed with SIGKILL is started again, the others keep running', async () => {
    const log: string[] = [];
    supervision = supervise(
      [node('server', 'setInterval(() => {}, 1000)'), node('other', 'setInterval(() => {}, 1000)')],
      { ...options, log: (line) => log.push(line) },
    );
    await until(() => pidsOf(log, 'server').length === 1 && pidsOf(log, 'other').length === 1);
    const [first] = pidsOf(log, 'server');
    process.kill(first!, 'SIGKILL');
    await until(() => pidsOf(log, 'server').length === 2);
    const second = pidsOf(log, 'server')[1]!;
    expect(second).not.toBe(first);
    expect(() => process.kill(second, 0)).not.toThrow();
    expect(pidsOf(log, 'other')).toHaveLength(1);
    expect(log).toContain(`server stopped (SIGKILL); starting it again in 50 ms`);
  });

  test('a part that crashes 10 times a minute keeps being restarted while the others serve, loudly', async () => {
    const log: string[] = [];
    const statusFile = path.join(mkdtempSync(path.join(tmpdir(), 'supervisor-')), 'status.json');
    // A port for the part that serves, and a part that dies 300 ms after each start.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    supervision = supervise(
      [
        node('broken', 'setTimeout(() => process.exit(3), 300)'),
        node('fine', `require('http').createServer((q, s) => s.end('fine')).listen(${port}, '127.0.0.1')`),
      ],
      { ...options, maxBackoffMs: 100, statusFile, log: (line) => log.push(line) },
    );
    await until(() => pidsOf(log, 'broken').length >= 11);
    // Still supervised: never given up on, and the other part has been serving throughout.
    const [fine] = pidsOf(log, 'fine');
    expect(pidsOf(log, 'fine')).toHaveLength(1);
    expect(() => process.kill(fine!, 0)).not.toThrow();
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('fine');
    expect(log.filter((line) => line.startsWith('!!! broken is in a crash loop'))).toHaveLength(1);
    const status = JSON.parse(readFileSync(statusFile, 'utf8')) as { parts: Record<string, PartStatus> };
    expect(status.parts.broken).toMatchObject({ state: 'crash-loop', lastExit: 'exit code 3' });
    expect(status.parts.broken!.restarts).toBeGreaterThanOrEqual(10);
    expect(status.parts.fine).toMatchObject({ state: 'running', restarts: 0 });
    expect(supervision.status().broken?.state).toBe('crash-loop');
  });

  test('quick failures back off: each wait doubles, up to the cap, without end', async () => {
    const log: string[] = [];
    supervision = supervise([node('flaky', 'process.exit(1)')], {
      ...options,
      // Every exit inside the window: a busy machine starts node slowly enough that seven starts
      // and their waits outlast 5 s, and the first exits would leave the count (one CI run did).
      windowMs: 120_000,
      log: (line) => log.push(line),
    });
    await until(() => log.filter((line) => / again in \d+ ms$/.test(line)).length >= 7);
    const waits = log.flatMap((line) => /again in (\d+) ms$/.exec(line)?.[1] ?? []).map(Number);
    expect(waits.slice(0, 7)).toEqual([50, 100, 200, 400, 400, 400, 400]);
  });

  test('stop ends every part and resolves with exit code 0', async () => {
    const log: string[] = [];
    supervision = supervise([node('server', 'setInterval(() => {}, 1000)')], {
      ...options,
      log: (line) => log.push(line),
    });
    await until(() => pidsOf(log, 'server').length === 1);
    await supervision.stop();
    expect(await supervision.done).toBe(0);
    expect(() => process.kill(pidsOf(log, 'server')[0]!, 0)).toThrow();
  });
});
