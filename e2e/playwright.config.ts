import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { e2eMailDir, e2ePortBase } from './site';

const baseURL = `http://127.0.0.1:${e2ePortBase}`;

/** Debian's Chromium (browser downloads are unreachable here), with the flags this machine needs. */
const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumFlags },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'npx tsx scripts/start.ts',
    cwd: path.join(__dirname, '..'),
    url: `${baseURL}/remotes.json`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      SITE_PORT_BASE: String(e2ePortBase),
      MAIL_DIR: e2eMailDir,
      LOG_LEVEL: 'warn',
    },
  },
});
