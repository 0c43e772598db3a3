import { SourceMapGenerator } from 'source-map';

/**
 * For tests: the source map of a one-line file made of stretches, each from `source` starting at
 * `column`, as webpack names sources (`webpack://<app>/<path>`).
 */
export function oneLineSourceMap(file: string, stretches: ReadonlyArray<{ column: number; source: string }>): string {
  const map = new SourceMapGenerator({ file });
  for (const { column, source } of stretches)
    map.addMapping({ generated: { line: 1, column }, original: { line: 1, column: 0 }, source });
  return map.toString();
}
