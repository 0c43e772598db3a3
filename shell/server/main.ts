import './production-mode';
import { createServer } from 'node:http';
import path from 'node:path';
import { remoteNames } from '@inklined/contracts/remote-modules';
import { siteConfig } from '@inklined/site-config/site-config';
import { createStaticHandler } from '@inklined/static-server/static-files';
import { createPrerenderedPages } from './prerendered-pages';
import { proxyRequest } from './proxy';
import { createRemoteServerModules } from './remote-server-modules';
import { remoteServerModuleUrl } from './remote-server-module-url';

/**
 * The shell's production server: pages prerendered with the remotes' server bundles, the shell's
 * files, /remotes.json from the environment, and one origin for the browser: /mf/<name>/ forwards
 * to each remote's server, /api/ to the email service.
 */
function main(): void {
  const config = siteConfig();
  const remotesJson = JSON.stringify(config.remotes);
  const shellDist = path.join(__dirname, '..', 'dist');
  const headers = { 'Referrer-Policy': 'strict-origin-when-cross-origin', 'X-Frame-Options': 'DENY' };
  const serveFile = createStaticHandler(shellDist, { headers });
  const servePage = createPrerenderedPages({
    shellDist,
    headers,
    maxAgeMs: config.prerender.maxAgeMs,
    loadRemoteModule: createRemoteServerModules({
      moduleUrl: (id) => remoteServerModuleUrl(config, id),
      sharedFrom: path.join(shellDist, 'ssr', 'render-page.js'),
      ...config.prerender,
    }),
  });
  const remotePrefix = /^\/mf\/([a-z]+)(\/.*)$/;

  /** A path without a file extension is a page of the site (its routes are the shell's). */
  const isPage = (url: string) => path.posix.extname(new URL(url, 'http://localhost').pathname) === '';

  const server = createServer((request, response) => {
    const url = request.url ?? '/';
    const remote = remotePrefix.exec(url);
    const name = remoteNames.find((candidate) => candidate === remote?.[1]);
    if (name && remote?.[2]) {
      proxyRequest(request, response, config.remoteOrigins[name], remote[2]);
    } else if (url.startsWith('/api/')) {
      proxyRequest(request, response, config.apiOrigin, url);
    } else if (url === '/remotes.json') {
      response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      response.end(remotesJson);
    } else if ((request.method === 'GET' || request.method === 'HEAD') && isPage(url)) {
      void servePage(request, response);
    } else {
      void serveFile(request, response);
    }
  });

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
