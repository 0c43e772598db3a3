import type { UploadLimits } from '../config';
import { errorCodes, ServiceError } from '../errors';
import type { AppContext, AppMiddleware } from '../types';

/** How often an upload's progress is looked at. */
const CHECK_EVERY_MS = 1_000;

/**
 * Cuts an upload off once it has been slower than `minBytesPerSecond` for a whole window: the
 * visitor gets the 408 (written straight away, since the body will not finish), then the
 * connection is closed, which ends the body parser and frees the slot. Progress is read from the
 * socket's byte count, so the body stream's mode is left to the parser.
 */
function watchProgress(ctx: AppContext, { minBytesPerSecond, rateWindowMs }: UploadLimits) {
  const socket = ctx.req.socket;
  const base = socket.bytesRead;
  /** Bytes read at each check, newest last; as many as one window holds. */
  const samples: number[] = [];
  const progress = { cut: false, stop: () => clearInterval(timer) };
  const timer =
    minBytesPerSecond > 0
      ? setInterval(() => {
          if (ctx.req.complete) return;
          samples.push(socket.bytesRead - base);
          const span = Math.round(rateWindowMs / CHECK_EVERY_MS);
          if (samples.length <= span) return;
          samples.shift();
          const received = samples[samples.length - 1]! - samples[0]!;
          if (received >= (minBytesPerSecond * ((span - 1) * CHECK_EVERY_MS)) / 1000) return;
          progress.cut = true;
          clearInterval(timer);
          const { status, message } = errorCodes.uploadTooSlow;
          if (!ctx.res.headersSent) {
            ctx.res.writeHead(status, {
              'Content-Type': 'application/json; charset=utf-8',
              'Cache-Control': 'no-store',
              'X-Content-Type-Options': 'nosniff',
              Connection: 'close',
            });
            ctx.res.end(JSON.stringify({ success: false, error: message }));
          }
          ctx.res.once('finish', () => socket.destroy());
        }, CHECK_EVERY_MS).unref()
      : undefined;
  return progress;
}

/**
 * Per-request limits cap one upload at 5 MB; this caps them together, in total and per client
 * address. Each multipart upload holds its bytes in memory until it is stored, so at most
 * `concurrency` run at once and `perClient` of them from one address; the next one is answered
 * 503 with Retry-After before a byte of its body is buffered (Node discards the rest of it). An
 * upload that trickles in below the minimum rate is cut off, so a few slow clients cannot hold
 * the slots every other applicant needs. JSON submissions are small and not counted.
 */
export function uploadSlots(limits: UploadLimits): AppMiddleware {
  let active = 0;
  /** Uploads in progress per address: never more entries than uploads in progress. */
  const byClient = new Map<string, number>();
  return async function uploadSlots(ctx, next) {
    if (!ctx.is('multipart/form-data')) return next();
    const client = ctx.ip;
    const mine = byClient.get(client) ?? 0;
    if (active >= limits.concurrency || mine >= limits.perClient) throw new ServiceError('uploadsBusy');
    active += 1;
    byClient.set(client, mine + 1);
    const progress = watchProgress(ctx, limits);
    try {
      await next();
    } catch (error) {
      if (progress.cut) throw new ServiceError('uploadTooSlow', undefined, { cause: error });
      throw error;
    } finally {
      progress.stop();
      active -= 1;
      const left = (byClient.get(client) ?? 1) - 1;
      if (left > 0) byClient.set(client, left);
      else byClient.delete(client);
    }
  };
}
