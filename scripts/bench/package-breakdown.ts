import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map';

/**
 * What a built JavaScript file holds, by package, read from its source map: each stretch of the
 * minified file belongs to the source it was made from, and that source to a package (an npm
 * package by its folder under node_modules, a workspace by its folder, webpack's and the
 * federation's glue by their own names). Shares of the raw bytes, applied to what the file cost
 * as sent, so the figures add up to the file's gzip size.
 */
export interface PackageShare {
  readonly name: string;
  /** Bytes of the file as sent (gzip), by this package's share of its raw bytes. */
  readonly sent: number;
}

/**
 * The package a source of a map belongs to. Sources read `webpack://<app>/<path>`: a path through
 * node_modules is that npm package, one into packages/ a workspace package, webpack/ webpack's own
 * runtime, anything else the app's own code; webpack's generated glue has an empty source.
 */
export function packageOf(source: string): string {
  // webpack's module wrappers and glue have no source of their own.
  if (source === '') return 'webpack (generated)';
  const [, app = '?', rest = source] = /^webpack:\/\/([^/]*)\/(.*)$/.exec(source) ?? [];
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(rest);
  if (inModules) return inModules[1]!;
  if (rest.startsWith('webpack/')) return 'webpack runtime';
  const workspacePackage = /(?:^|\/)packages\/([^/]+)\//.exec(rest);
  if (workspacePackage) return `@inklined/${workspacePackage[1]}`;
  return `${app} (own code)`;
}

/** Raw bytes of `file` by package, or undefined when it has no source map beside it. */
export function rawBytesByPackage(file: string): Map<string, number> | undefined {
  const mapFile = `${file}.map`;
  if (!existsSync(mapFile)) return undefined;
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as RawSourceMap;
  const lines = readFileSync(file, 'utf8').split('\n');
  const consumer = new SourceMapConsumer(map);
  const segments: Array<{ line: number; column: number; source: string | null }> = [];
  consumer.eachMapping((mapping) =>
    segments.push({ line: mapping.generatedLine, column: mapping.generatedColumn, source: mapping.source }),
  );
  segments.sort((a, b) => a.line - b.line || a.column - b.column);
  const bytes = new Map<string, number>();
  const add = (name: string, count: number) => bytes.set(name, (bytes.get(name) ?? 0) + count);
  let mapped = 0;
  segments.forEach((segment, index) => {
    const next = segments[index + 1];
    const end = next && next.line === segment.line ? next.column : (lines[segment.line - 1]?.length ?? 0);
    const length = Math.max(0, end - segment.column);
    mapped += length;
    add(segment.source ? packageOf(segment.source) : 'unmapped', length);
  });
  const total = lines.reduce((sum, line) => sum + line.length + 1, 0);
  if (total > mapped) add('unmapped', total - mapped);
  return bytes;
}

/** The file's cost as sent, shared out by package, largest first. */
export function sentByPackage(file: string, sent: number): PackageShare[] {
  const raw = rawBytesByPackage(file);
  if (!raw) return [{ name: path.basename(file) + ' (no source map)', sent }];
  const total = [...raw.values()].reduce((sum, value) => sum + value, 0);
  return [...raw.entries()]
    .map(([name, bytes]) => ({ name, sent: total > 0 ? (sent * bytes) / total : 0 }))
    .sort((a, b) => b.sent - a.sent);
}
