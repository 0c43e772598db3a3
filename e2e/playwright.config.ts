import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { testChromiumFlags, testChromiumPath } from '@inklined/site-tools/chromium';
import { e2eOutboxPath, e2ePortBase, e2eSmtpPort, e2eStandalonePortBase } from './site';

const baseURL = `http://127.0.0.1:${e2ePortBase}`;

export default defineConfig({
  // The specs by kind, each kind a project (`npm run test:browser -- --project sweeps`): what a
  // visitor does, what every page and width must hold, what a hostile client sends, and the
  // processes themselves (npm start, npm run dev, releases, restarts). Workers take the tests in
  // this order: the kinds with the longest tests first, so that none of them starts last and
  // leaves the other workers idle while it runs.
  projects: [
    { name: 'attacks', testDir: './attacks' },
    { name: 'processes', testDir: './processes' },
    { name: 'journeys', testDir: './journeys' },
    { name: 'sweeps', testDir: './sweeps' },
  ],
  // Bounds for a hang, not for speed: the suite must pass on a machine three times slower than
  // the one it was written on (a page sweep takes 10 s on two cores here). A step waits for the
  // event it needs, up to these; no test sets a shorter one.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  fullyParallel: true,
  // Three on two cores: a test waiting on a server, a timer or a build leaves a core idle that a
  // third fills (npm test: 305 -> 286 s, idle 50 -> 4 core-seconds; docs/decisions/0025). Four
  // were measured slower when jest ran at the same priority (decision 0021).
  workers: 3,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: testChromiumPath, args: testChromiumFlags },
    // Recording a trace costs a fifth of the suite's time (every action's DOM snapshotted, then
    // thrown away when the test passes). A failure still leaves its error, call log, ARIA snapshot
    // (error-context.md) and a screenshot; record one with `npm run test:browser -- --trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      // A real SMTP server first: the site's email service delivers every form to it.
      command: 'npx tsx e2e/support/smtp-sink-server.ts',
      cwd: path.join(__dirname, '..'),
      port: e2eSmtpPort,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'npx tsx scripts/start.ts --no-build',
      cwd: path.join(__dirname, '..'),
      // Ready once every part answers (the shell's /readyz), so no test meets a page prerendered
      // while a remote's server was still starting.
      url: `${baseURL}/readyz`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        SITE_PORT_BASE: String(e2ePortBase),
        PUBLIC_ORIGIN: baseURL,
        SMTP_URL: `smtp://127.0.0.1:${e2eSmtpPort}`,
        OUTBOX_PATH: e2eOutboxPath,
        // Every page the suite opens reports from one address: far past a visitor's limit.
        VITALS_RATE_LIMIT_MAX: '1000000',
        // And sends its forms from it: some thirty a run, a visitor's whole allowance, kept in the
        // outbox's file from one run to the next (a run minutes after another met 429s). The
        // limit itself: abuse.test.ts and multi-instance.test.ts.
        RATE_LIMIT_MAX: '1000000',
        // And uploads from it: the workers' application forms at once may hold more than the two
        // slots one visitor gets (upload-slots.test.ts covers that limit).
        UPLOAD_PER_CLIENT: '8',
        LOG_LEVEL: 'warn',
      },
    },
    {
      // The standalone build, smoke-tested by standalone.spec.ts; it delivers to the same SMTP server.
      command: 'npx tsx scripts/start.ts --standalone --no-build',
      cwd: path.join(__dirname, '..'),
      url: `http://127.0.0.1:${e2eStandalonePortBase}/`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        SITE_PORT_BASE: String(e2eStandalonePortBase),
        SMTP_URL: `smtp://127.0.0.1:${e2eSmtpPort}`,
        // Its own outbox: the embedded store belongs to one instance (several share PostgreSQL).
        OUTBOX_PATH: `${e2eOutboxPath}.standalone`,
        // Every page the suite opens reports from one address: far past a visitor's limit.
        VITALS_RATE_LIMIT_MAX: '1000000',
        RATE_LIMIT_MAX: '1000000',
        LOG_LEVEL: 'warn',
      },
    },
  ],
});
