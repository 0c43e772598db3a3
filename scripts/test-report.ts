/** What one part of `npm test` left: how it ended, and the last lines it printed. */
export interface PartOutcome {
  readonly name: string;
  readonly exitCode: number | string;
  readonly killed: boolean;
  readonly seconds: number;
  readonly lastLines: readonly string[];
}

/** Keeps the last `size` lines of a stream of chunks, whatever their boundaries. */
export function lineTail(size: number) {
  const lines: string[] = [];
  let partial = '';
  return {
    write(chunk: string) {
      const parts = (partial + chunk).split('\n');
      partial = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        if (lines.length > size) lines.shift();
      }
    },
    lines: (): string[] => (partial ? [...lines, partial].slice(-size) : [...lines]),
  };
}

/**
 * The closing lines of `npm test`: each part's ending and time, then the last lines of each part
 * that failed. The parts print grouped in their order, so a failure of an early part is otherwise
 * far above the end, which is all a CI log shows.
 */
export function testReport(parts: readonly PartOutcome[]): string {
  const failed = parts.filter((part) => part.exitCode !== 0 && !part.killed);
  const ending = (part: PartOutcome) =>
    part.killed ? 'stopped, another part failed' : part.exitCode === 0 ? 'passed' : `FAILED (exit ${part.exitCode})`;
  return [
    '',
    'npm test, by part:',
    ...parts.map((part) => `  ${part.name.padEnd(6)} ${ending(part).padEnd(30)} ${Math.round(part.seconds)} s`),
    ...failed.flatMap((part) => ['', `The last lines of ${part.name}:`, ...part.lastLines.map((line) => `  ${line}`)]),
  ].join('\n');
}
