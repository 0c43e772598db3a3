import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The bytes no build of this site can avoid: React and React DOM's production code (with the
 * scheduler they need), gzipped at level 9 as the servers send them.
 */
export function reactFloorBytes(): { raw: number; gzip: number } {
  const require = createRequire(path.join(__dirname, '..', '..', 'shell', 'package.json'));
  const files = [
    'react/cjs/react.production.js',
    'react/cjs/react-jsx-runtime.production.js',
    'react-dom/cjs/react-dom.production.js',
    'react-dom/cjs/react-dom-client.production.js',
    'scheduler/cjs/scheduler.production.js',
  ].map((file) => {
    // The packages' exports hide their cjs folders: find each package, then the file in it.
    const [pkg, ...rest] = file.split('/');
    return readFileSync(path.join(path.dirname(require.resolve(`${pkg}/package.json`)), ...rest));
  });
  const all = Buffer.concat(files);
  return { raw: all.length, gzip: gzipSync(all, { level: 9 }).length };
}
