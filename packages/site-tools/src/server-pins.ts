import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serverPinFile } from '@inklined/server-kit/server-bundles';
import { remoteNames } from '@inklined/contracts/remote-modules';

/**
 * The pins of the remotes' own builds in this checkout (dist/ssr/pin.txt), for each remote served
 * from here: a deployment names the pin of the release it deploys; `npm start` deploys these.
 * A remote moved elsewhere (its REMOTE_ENTRY set) or pinned in the environment is left alone.
 */
export function localServerPins(env: NodeJS.ProcessEnv, root: string): NodeJS.ProcessEnv {
  return Object.fromEntries(
    remoteNames.flatMap((name) => {
      const prefix = name.toUpperCase();
      if (env[`${prefix}_SERVER_PIN`] !== undefined || env[`${prefix}_REMOTE_ENTRY`] !== undefined) return [];
      const file = path.join(root, `${name}-mfe`, 'dist', 'ssr', serverPinFile);
      return existsSync(file) ? [[`${prefix}_SERVER_PIN`, readFileSync(file, 'utf8').trim()]] : [];
    }),
  );
}
