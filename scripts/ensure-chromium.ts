import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPackages, chromiumPath, testChromiumPath } from '@inklined/site-tools/chromium';

/**
 * The browser tests run in Debian's Chromium headless shell, the benchmarks and screenshots in
 * Debian's Chromium (browser downloads are not reachable here). Installs both with apt-get, in one
 * step so that they share one version, when either is missing and we may; otherwise says how.
 */
const missing = [chromiumPath, testChromiumPath].filter((file) => !existsSync(file));

if (missing.length > 0) {
  const packages = chromiumPackages.join(' ');
  if (process.getuid?.() !== 0) {
    console.error(
      `${missing.join(' and ')} missing: install with "sudo apt-get install -y ${packages}", or set CHROMIUM_PATH and CHROMIUM_TEST_PATH.`,
    );
    process.exit(1);
  }
  console.log(`installing ${packages} with apt-get…`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, {
    stdio: 'inherit',
  });
}
