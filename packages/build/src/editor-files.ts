import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompressSync, constants, createGunzip, gzipSync } from 'node:zlib';
import { extract } from 'tar-stream';

/**
 * The editor at /admin is Decap CMS as its makers ship it for a page of its own: one prebuilt
 * bundle with React inside (`decap-cms`'s dist/, what their CDN serves). Installed as a package,
 * it would bring 476 packages that only build that bundle (docs/decisions/0042), so the build
 * takes the package's tarball from the npm registry, checked against this integrity as a
 * lockfile would, and keeps only the files the page loads.
 */
export const decapCms = {
  spec: 'decap-cms@3.16.3',
  integrity: 'sha512-hf+dPlCh7TJmWl8+6VRzHYOWhri5xgUknrZbDewaWe4s9B7xJ8PQugp2QHeSldMUKzav6+z0oIpwUYhUJDYtYw==',
} as const;

/** The bundle, its chunks and its WebAssembly; not the source maps, nor the second build (cms.js). */
const editorFile = /^package\/dist\/((?:\d+\.)?decap-cms\.js|[0-9a-f]+\.wasm)$/;

const run = promisify(execFile);

async function unpack(tarball: Buffer, into: string): Promise<void> {
  const entries = extract();
  const done = new Promise<void>((resolve, reject) => {
    entries.on('entry', (header, stream, next) => {
      const name = editorFile.exec(header.name)?.[1];
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: unknown) => {
        if (name) chunks.push(chunk as Buffer);
      });
      stream.on('end', () => {
        if (name) writeFileSync(path.join(into, name), Buffer.concat(chunks));
        next();
      });
      stream.resume();
    });
    entries.on('finish', resolve);
    entries.on('error', reject);
  });
  Readable.from(tarball)
    .pipe(createGunzip())
    .on('error', (error) => entries.destroy(error))
    .pipe(entries);
  await done;
}

/**
 * The editor's files, each with its gzip and Brotli beside it as every file the site serves
 * (precompressed-files.ts; faster settings here: 12 MB compressed once per version, not per
 * build). Kept in `cacheDir` per version: fetched and unpacked once per machine.
 */
export async function editorFiles(cacheDir: string): Promise<ReadonlyMap<string, Buffer>> {
  const dir = path.join(cacheDir, decapCms.spec);
  if (!existsSync(path.join(dir, '.complete'))) {
    const work = mkdtempSync(path.join(tmpdir(), 'inklined-editor-'));
    try {
      // npm fetches it as it fetches every package: its registry, proxy and cache settings hold.
      const { stdout } = await run('npm', ['pack', decapCms.spec, '--pack-destination', work, '--json', '--silent'], {
        maxBuffer: 64 * 1024 * 1024,
      });
      const [packed] = JSON.parse(stdout) as { filename: string }[];
      const tarball = readFileSync(path.join(work, packed!.filename));
      const integrity = `sha512-${createHash('sha512').update(tarball).digest('base64')}`;
      if (integrity !== decapCms.integrity) {
        throw new Error(`${decapCms.spec} from the registry is not the tarball pinned (${integrity})`);
      }
      const files = path.join(work, 'files');
      mkdirSync(files);
      await unpack(tarball, files);
      if (!existsSync(path.join(files, 'decap-cms.js'))) throw new Error(`${decapCms.spec} has no dist/decap-cms.js`);
      for (const name of readdirSync(files).filter((file) => file.endsWith('.js'))) {
        const body = readFileSync(path.join(files, name));
        writeFileSync(path.join(files, `${name}.gz`), gzipSync(body, { level: 9 }));
        writeFileSync(
          path.join(files, `${name}.br`),
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
        );
      }
      writeFileSync(path.join(files, '.complete'), decapCms.integrity);
      mkdirSync(path.dirname(dir), { recursive: true });
      rmSync(dir, { recursive: true, force: true });
      renameSync(files, dir);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
  return new Map(
    readdirSync(dir)
      .filter((name) => name !== '.complete')
      .map((name) => [name, readFileSync(path.join(dir, name))]),
  );
}
