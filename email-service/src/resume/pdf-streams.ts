import { finished } from 'node:stream/promises';
import { constants, createInflateRaw } from 'node:zlib';
import { decodeName } from './pdf-syntax';

/**
 * A PDF parser inflates object streams while it loads the file, with no limit on the output: a
 * 5 MB upload whose object stream inflates to gigabytes would take the service down before any
 * other check runs. So before parsing, every compressed stream is inflated once here, counting
 * and discarding the output, against one budget for the whole file. The count does not trust the
 * file's own /Length or /Filter (a crafted file lies in both): zlib itself decides where each
 * stream ends, starting at every `stream` keyword, and output that is itself zlib data (a filter
 * chain of several FlateDecode) is counted through as well.
 *
 * The parser's other decoders (LZW, ASCII85, ASCIIHex, RunLength) are legacy formats no current
 * tool writes for a document like a resume; a file that names one is refused instead of measured.
 */
const STREAM_KEYWORD = /(?<!end)stream(?:\r\n|\n|\r)/g;
const NAME = /\/([^\s/[\]<>(){}%]+)/g;
const LEGACY_FILTERS = new Set(['LZWDecode', 'ASCII85Decode', 'ASCIIHexDecode', 'RunLengthDecode']);
/** Deeper chains of FlateDecode than any writer produces are refused rather than followed. */
const MAX_NESTING = 4;
/** Names are matched across chunk boundaries with this much of the previous chunk. */
const OVERLAP = 64;

export type StreamVerdict = 'ok' | 'tooLarge' | 'legacyFilter';

/** Whether the text names a legacy filter, `#xx` escapes decoded (`/LZW#44ecode` is `/LZWDecode`). */
function namesLegacyFilter(text: string): boolean {
  for (const match of text.matchAll(NAME)) {
    if (LEGACY_FILTERS.has(decodeName(match[1] ?? ''))) return true;
  }
  return false;
}

/**
 * The header the parser's FlateStream accepts: method 8, a valid check value, no preset dictionary.
 * It ignores the window size and the Adler-32 trailer, so the count inflates the raw data after the
 * header, exactly the part the parser decodes.
 */
const isFlateHeader = (bytes: Buffer) =>
  bytes.length >= 2 &&
  (bytes[0]! & 0x0f) === 8 &&
  ((bytes[0]! << 8) | bytes[1]!) % 31 === 0 &&
  (bytes[1]! & 0x20) === 0;

interface Budget {
  readonly limit: number;
  used: number;
  verdict: StreamVerdict;
}

interface Counter {
  write(chunk: Buffer): void;
  /** Resolves once this stream and any stream inside it are counted (or given up). */
  end(): Promise<void>;
}

/**
 * Inflates what it is given (raw data, its zlib header already checked), counting the output and
 * feeding output that is itself zlib data to a counter of its own.
 */
function counter(budget: Budget, depth: number): Counter {
  // Z_SYNC_FLUSH: a truncated stream still yields what it holds, as the parser's decoder would.
  const inflate = createInflateRaw({ finishFlush: constants.Z_SYNC_FLUSH });
  let inner: Counter | undefined;
  let firstOutput = true;
  let carried = '';
  // Settles on the stream's end, error or destruction (a verdict reached), whichever comes first.
  const done = finished(inflate).then(
    () => inner?.end(),
    () => inner?.end(),
  );

  inflate.on('data', (chunk: Buffer) => {
    let innerData = chunk;
    if (firstOutput) {
      firstOutput = false;
      if (isFlateHeader(chunk)) {
        if (depth >= MAX_NESTING) budget.verdict = 'tooLarge';
        else inner = counter(budget, depth + 1);
        innerData = chunk.subarray(2);
      }
    }
    const text = carried + chunk.toString('latin1');
    if (namesLegacyFilter(text)) budget.verdict = 'legacyFilter';
    carried = text.slice(-OVERLAP);
    budget.used += chunk.length;
    if (budget.used > budget.limit) budget.verdict = 'tooLarge';
    if (budget.verdict === 'ok') inner?.write(innerData);
    else inflate.destroy();
  });

  return {
    write(chunk) {
      if (!inflate.destroyed) inflate.write(chunk);
    },
    end() {
      if (!inflate.destroyed) inflate.end();
      return done;
    },
  };
}

export async function checkPdfStreams(bytes: Buffer, limit: number): Promise<StreamVerdict> {
  const text = bytes.toString('latin1');
  if (namesLegacyFilter(text)) return 'legacyFilter';
  const budget: Budget = { limit, used: 0, verdict: 'ok' };
  for (const match of text.matchAll(STREAM_KEYWORD)) {
    const start = (match.index ?? 0) + match[0].length;
    // Streams the parser would not inflate (JPEG images, say) are skipped at once.
    if (!isFlateHeader(bytes.subarray(start, start + 2))) continue;
    const count = counter(budget, 1);
    count.write(bytes.subarray(start + 2));
    await count.end();
    if (budget.verdict !== 'ok') break;
  }
  return budget.verdict;
}
