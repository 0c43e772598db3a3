import { createServer } from 'node:http';
import path from 'node:path';
import { remoteNamed, remoteNames } from '@inklined/contracts/remote-modules';
import { guardRequests } from '@inklined/server-kit/guard';
import { createLogger } from '@inklined/server-kit/log';
import { siteConfig } from '@inklined/site-config/site-config';
import { createStaticHandler } from '@inklined/static-server/static-files';

/** One remote's production server (`npm run serve -w <remote>`): its build, readable from any origin. */
const name = remoteNamed(process.argv[2]);
if (!name) {
  console.error(`usage: serve-remote.ts <${remoteNames.join('|')}>`);
  process.exit(2);
}

try {
  const { internalHost, ports } = siteConfig();
  // A CDN or another origin may host the shell; remote files are public assets.
  const headers = { 'Access-Control-Allow-Origin': '*' };
  const serve = createStaticHandler(path.join(__dirname, '..', `${name}-mfe`, 'dist'), { headers });
  const server = createServer(guardRequests(serve, { log: createLogger(name), headers }));
  server.headersTimeout = 20_000;
  server.requestTimeout = 60_000;
  server.listen(ports[name], internalHost, () => {
    console.log(`${name}: http://${internalHost}:${ports[name]}`);
  });
} catch (error) {
  console.error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
