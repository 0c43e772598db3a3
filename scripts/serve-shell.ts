import { createServer } from 'node:http';
import path from 'node:path';
import { remoteNames } from '@inklined/contracts/remote-modules';
import { proxyRequest } from './serve/proxy';
import { createStaticHandler } from './serve/static-files';
import { apiOrigin, host, ports, remoteOrigin, remotesConfigFromEnv } from './site-config';

/**
 * The shell's production server: the shell's files, /remotes.json from the environment, and one
 * origin for the browser: /mf/<name>/ forwards to each remote's server, /api/ to the email service.
 */
const remotesJson = JSON.stringify(remotesConfigFromEnv());
const serveShell = createStaticHandler(path.join(__dirname, '..', 'shell', 'dist'), {
  spaFallback: true,
  headers: { 'Referrer-Policy': 'strict-origin-when-cross-origin', 'X-Frame-Options': 'DENY' },
});
const remotePrefix = /^\/mf\/([a-z]+)(\/.*)$/;

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
  } else {
    void serveShell(request, response);
  }
});

server.listen(ports.shell, host, () => {
  console.log(`shell: http://${host}:${ports.shell}`);
});
