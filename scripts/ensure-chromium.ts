import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * The browser tests run in Debian's Chromium (browser downloads are not reachable here). Installs
 * it with apt-get when it is missing and we may; otherwise says how.
 */
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromium)) {
  if (process.getuid?.() !== 0) {
    console.error(`${chromium} is missing: install it with "sudo apt-get install -y chromium" or set CHROMIUM_PATH.`);
    process.exit(1);
  }
  console.log('installing chromium with apt-get…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
}
