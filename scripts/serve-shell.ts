import { createServer } from 'node:http';
import path from 'node:path';
import { remoteNames } from '@inklined/contracts/remote-modules';
import { createPrerenderedPages } from './serve/prerendered-pages';
import { proxyRequest } from './serve/proxy';
import { createRemoteServerModules } from './serve/remote-server-modules';
import { createStaticHandler } from './serve/static-files';
import {
  apiOrigin,
  host,
  ports,
  prerenderSettings,
  remoteOrigin,
  remoteServerModuleUrl,
  remotesConfigFromEnv,
} from './site-config';

/**
 * The shell's production server: pages prerendered with the remotes' server bundles, the shell's
 * files, /remotes.json from the environment, and one origin for the browser: /mf/<name>/ forwards
 * to each remote's server, /api/ to the email service.
 */
const remotesConfig = remotesConfigFromEnv();
const remotesJson = JSON.stringify(remotesConfig);
const shellDist = path.join(__dirname, '..', 'shell', 'dist');
const headers = { 'Referrer-Policy': 'strict-origin-when-cross-origin', 'X-Frame-Options': 'DENY' };
const serveFile = createStaticHandler(shellDist, { headers });
const servePage = createPrerenderedPages({
  shellDist,
  headers,
  maxAgeMs: prerenderSettings.maxAgeMs,
  loadRemoteModule: createRemoteServerModules({
    moduleUrl: (id) => remoteServerModuleUrl(remotesConfig, id),
    sharedFrom: path.join(shellDist, 'ssr', 'render-page.js'),
    ...prerenderSettings,
  }),
});
const remotePrefix = /^\/mf\/([a-z]+)(\/.*)$/;

/** A path without a file extension is a page of the site (its routes are the shell's). */
function isPage(url: string): boolean {
  const { pathname } = new URL(url, 'http://localhost');
  return path.posix.extname(pathname) === '';
}

const server = createServer((request, response) => {
  const url = request.url ?? '/';
  const remote = remotePrefix.exec(url);
  const name = remoteNames.find((candidate) => candidate === remote?.[1]);
  if (name && remote?.[2]) {
    proxyRequest(request, response, remoteOrigin(name), remote[2]);
  } else if (url.startsWith('/api/')) {
    proxyRequest(request, response, apiOrigin(), url);
  } else if (url === '/remotes.json') {
    response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    response.end(remotesJson);
  } else if ((request.method === 'GET' || request.method === 'HEAD') && isPage(url)) {
    void servePage(request, response);
  } else {
    void serveFile(request, response);
  }
});

server.listen(ports.shell, host, () => {
  console.log(`shell: http://${host}:${ports.shell}`);
});
