import { concurrently, type CloseEvent } from 'concurrently';
import { lineTail, testReport } from './test-report';

/**
 * `npm test`: the type-check, lint and unit tests niced beside the browser tests (which build the
 * site first), each part's output grouped, the others stopped when one fails, and at the end each
 * part's ending with the last lines of a failed one.
 */
const parts = [
  { name: 'types', command: 'nice -n 10 npm run typecheck' },
  { name: 'lint', command: 'nice -n 10 npm run lint' },
  { name: 'unit', command: 'nice -n 10 npm run test:unit' },
  { name: 'e2e', command: 'npm run test:e2e' },
];
const TAIL_LINES = 50;

const { commands, result } = concurrently(parts, { group: true, killOthersOn: ['failure'], prefix: 'name' });
const tails = commands.map((command) => {
  const tail = lineTail(TAIL_LINES);
  command.stdout.subscribe((chunk) => tail.write(chunk.toString()));
  command.stderr.subscribe((chunk) => tail.write(chunk.toString()));
  return tail;
});

function report(events: readonly CloseEvent[]): void {
  console.info(
    testReport(
      [...events]
        .sort((a, b) => a.index - b.index)
        .map((event) => ({
          name: event.command.name,
          exitCode: event.exitCode,
          killed: event.killed,
          seconds: event.timings.durationSeconds,
          lastLines: tails[event.index]!.lines(),
        })),
    ),
  );
}

result.then(
  (events) => report(events),
  (events: CloseEvent[]) => {
    report(events);
    process.exitCode = 1;
  },
);
