import { afterEach, describe, expect, test } from '@jest/globals';
import { supervise, type PartSpec, type Supervision } from './supervisor';

const options = {
  initialBackoffMs: 50,
  maxBackoffMs: 400,
  maxRestarts: 3,
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

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
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

  test('a part that keeps failing ends the run with exit code 1 and stops the others', async () => {
    const log: string[] = [];
    supervision = supervise([node('broken', 'process.exit(3)'), node('fine', 'setInterval(() => {}, 1000)')], {
      ...options,
      log: (line) => log.push(line),
    });
    expect(await supervision.done).toBe(1);
    expect(pidsOf(log, 'broken')).toHaveLength(4);
    expect(log.some((line) => line.startsWith('broken keeps failing (exit code 3, 4 times'))).toBe(true);
    const [fine] = pidsOf(log, 'fine');
    expect(() => process.kill(fine!, 0)).toThrow();
  });

  test('quick failures back off: each wait doubles, up to the cap', async () => {
    const log: string[] = [];
    supervision = supervise([node('flaky', 'process.exit(1)')], {
      ...options,
      maxRestarts: 5,
      log: (line) => log.push(line),
    });
    await supervision.done;
    const waits = log.flatMap((line) => /again in (\d+) ms$/.exec(line)?.[1] ?? []).map(Number);
    expect(waits).toEqual([50, 100, 200, 400, 400]);
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
