import path from 'node:path';
import { remoteNamed, remoteNames } from '@inklined/contracts/remote-modules';
import { createLogger } from '@inklined/server-kit/log';
import { siteConfig } from '@inklined/site-config/site-config';
import { createRemoteServer } from './remote-server';

/** `npm run serve -w <remote>`, and each remote's part of `npm start`: its build on its port. */
const name = remoteNamed(process.argv[2]);
if (!name) {
  console.error(`usage: serve-remote.ts <${remoteNames.join('|')}>`);
  process.exit(2);
}

try {
  const { internalHost, ports } = siteConfig();
  const dist = path.join(__dirname, '..', '..', '..', `${name}-mfe`, 'dist');
  createRemoteServer(dist, createLogger(name)).listen(ports[name], internalHost, () => {
    console.info(`${name}: http://${internalHost}:${ports[name]}`);
  });
} catch (error) {
  console.error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
