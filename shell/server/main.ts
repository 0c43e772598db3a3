import './production-mode';
import path from 'node:path';
import { remoteNames } from '@inklined/contracts/remote-modules';
import { createLogger } from '@inklined/server-kit/log';
import { siteConfig } from '@inklined/site-config/site-config';
import { createLiveRemotes } from './live-remotes';
import { createRemotePreloads } from './remote-preloads';
import { isTrustedBundleUrl, remotePublicPath, remoteServerBundlesUrl } from './remote-server-module-url';
import { createRemoteServerModules } from './remote-server-modules';
import { createSiteServer, listen } from './site-server';

/**
 * The shell's production server: pages prerendered with the remotes' server bundles, the shell's
 * files, /remotes.json from the environment (or REMOTES_FILE, followed while it runs), and one
 * origin for the browser: /mf/<name>/ forwards to each remote's server, /api/ to the email service.
 */
function main(): void {
  const config = siteConfig();
  // One of the two folders (SHELL_BUILD, checked with the rest of the site's configuration), never a path.
  const dist = path.join(__dirname, '..', config.shellBuild);
  const log = createLogger('shell');
  const live = createLiveRemotes(config, { log });
  const start = live.current();
  for (const name of remoteNames) {
    const bundles = remoteServerBundlesUrl(config, start, name);
    if (!isTrustedBundleUrl(bundles)) {
      console.warn(`shell: ${name} is not prerendered: ${bundles} is neither HTTPS nor loopback`);
    } else if (!start.serverPins[name]) {
      console.warn(`shell: ${name} is not prerendered: no ${name.toUpperCase()}_SERVER_PIN for its server bundles`);
    }
  }
  const loadRemoteModule = createRemoteServerModules({
    release: (name) => {
      const now = live.current();
      return {
        bundlesUrl: remoteServerBundlesUrl(config, now, name),
        pin: now.serverPins[name],
        publicPath: remotePublicPath(now, name),
      };
    },
    sharedFrom: path.join(dist, 'ssr', 'render-page.js'),
    ...config.prerender,
  });
  const preloadsFor = createRemotePreloads(config, live.current, config.prerender);
  listen(
    createSiteServer({ config, remotes: live.current, dist, loadRemoteModule, preloadsFor, log }),
    config,
    'shell',
  );
}

try {
  main();
} catch (error) {
  // A bad configuration value: one line naming it, and a failing exit code.
  console.error(`shell: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
