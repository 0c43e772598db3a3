import { createServer } from 'node:http';
import path from 'node:path';
import { remoteNames } from '@inklined/contracts/remote-modules';
import { siteConfig } from '@inklined/site-config/site-config';
import { createStaticHandler } from '@inklined/static-server/static-files';

/** One remote's production server (`npm run serve -w <remote>`): its build, readable from any origin. */
const name = remoteNames.find((candidate) => candidate === process.argv[2]);
if (!name) {
  console.error(`usage: serve-remote.ts <${remoteNames.join('|')}>`);
  process.exit(2);
}

try {
  const { host, ports } = siteConfig();
  const serve = createStaticHandler(path.join(__dirname, '..', `${name}-mfe`, 'dist'), {
    // A CDN or another origin may host the shell; remote files are public assets.
    headers: { 'Access-Control-Allow-Origin': '*' },
  });
  createServer((request, response) => void serve(request, response)).listen(ports[name], host, () => {
    console.log(`${name}: http://${host}:${ports[name]}`);
  });
} catch (error) {
  console.error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
