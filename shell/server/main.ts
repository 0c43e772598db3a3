import './production-mode';
import path from 'node:path';
import { remoteNames } from '@inklined/contracts/remote-modules';
import { siteConfig } from '@inklined/site-config/site-config';
import { createRemoteServerModules } from './remote-server-modules';
import { isTrustedBundleUrl, remoteServerBundlesUrl, remoteServerModuleUrl } from './remote-server-module-url';
import { createRemotePreloads } from './remote-preloads';
import { createSiteServer, listen } from './site-server';

/**
 * The shell's production server: pages prerendered with the remotes' server bundles, the shell's
 * files, /remotes.json from the environment, and one origin for the browser: /mf/<name>/ forwards
 * to each remote's server, /api/ to the email service.
 */
function main(): void {
  const config = siteConfig();
  const dist = path.join(__dirname, '..', 'dist');
  for (const name of remoteNames) {
    const bundles = remoteServerBundlesUrl(config, name);
    if (!isTrustedBundleUrl(bundles)) {
      console.warn(`shell: ${name} is not prerendered: ${bundles} is neither HTTPS nor loopback`);
    }
  }
  const loadRemoteModule = createRemoteServerModules({
    moduleUrl: (id) => remoteServerModuleUrl(config, id),
    sharedFrom: path.join(dist, 'ssr', 'render-page.js'),
    ...config.prerender,
  });
  const preloadsFor = createRemotePreloads(config, config.prerender);
  listen(createSiteServer({ config, dist, loadRemoteModule, preloadsFor }), config, 'shell');
}

try {
  main();
} catch (error) {
  // A bad configuration value: one line naming it, and a failing exit code.
  console.error(`shell: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
