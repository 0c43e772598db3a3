import { createServer } from 'node:http';
import path from 'node:path';
import { remoteNames } from '@inklined/contracts/remote-modules';
import { createStaticHandler } from './serve/static-files';
import { host, ports } from './site-config';

/** One remote's production server (`npm run serve -w <remote>`): its build, readable from any origin. */
const name = remoteNames.find((candidate) => candidate === process.argv[2]);
if (!name) {
  console.error(`usage: serve-remote.ts <${remoteNames.join('|')}>`);
  process.exit(2);
}

const serve = createStaticHandler(path.join(__dirname, '..', `${name}-mfe`, 'dist'), {
  // A CDN or another origin may host the shell; remote files are public assets.
  headers: { 'Access-Control-Allow-Origin': '*' },
});

createServer((request, response) => void serve(request, response)).listen(ports[name], host, () => {
  console.log(`${name}: http://${host}:${ports[name]}`);
});
