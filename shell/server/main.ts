import './production-mode';
import { createServer } from 'node:http';
import path from 'node:path';
import { remoteNames } from '@inklined/contracts/remote-modules';
import { siteConfig } from '@inklined/site-config/site-config';
import { createStaticHandler } from '@inklined/static-server/static-files';
import { createPrerenderedPages } from './prerendered-pages';
import { createRemoteServerModules } from './remote-server-modules';
import { isTrustedBundleUrl, remoteServerBundlesUrl, remoteServerModuleUrl } from './remote-server-module-url';
import { createShellHandler } from './shell-handler';

/**
 * The shell's production server: pages prerendered with the remotes' server bundles, the shell's
 * files, /remotes.json from the environment, and one origin for the browser: /mf/<name>/ forwards
 * to each remote's server, /api/ to the email service.
 */
function main(): void {
  const config = siteConfig();
  const shellDist = path.join(__dirname, '..', 'dist');
  const headers = { 'Referrer-Policy': 'strict-origin-when-cross-origin', 'X-Frame-Options': 'DENY' };
  for (const name of remoteNames) {
    const bundles = remoteServerBundlesUrl(config, name);
    if (!isTrustedBundleUrl(bundles)) {
      console.warn(`shell: ${name} is not prerendered: ${bundles} is neither HTTPS nor loopback`);
    }
  }
  const handler = createShellHandler({
    config,
    headers,
    // The server bundle is for this process, not for browsers.
    serveFile: createStaticHandler(shellDist, { headers, exclude: ['ssr'] }),
    servePage: createPrerenderedPages({
      shellDist,
      headers,
      maxAgeMs: config.prerender.maxAgeMs,
      failureMaxAgeMs: config.prerender.failureMaxAgeMs,
      loadRemoteModule: createRemoteServerModules({
        moduleUrl: (id) => remoteServerModuleUrl(config, id),
        sharedFrom: path.join(shellDist, 'ssr', 'render-page.js'),
        ...config.prerender,
      }),
    }),
  });

  const server = createServer(handler);
  // Slow clients are cut off: headers within 20 s, a whole request (a 5 MB upload) within 2 min.
  server.headersTimeout = 20_000;
  server.requestTimeout = 120_000;
  server.listen(config.ports.shell, config.host, () => {
    console.log(`shell: http://${config.host}:${config.ports.shell}`);
  });
}

try {
  main();
} catch (error) {
  // A bad configuration value: one line naming it, and a failing exit code.
  console.error(`shell: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
