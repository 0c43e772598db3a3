import type { IncomingMessage } from 'node:http';
import { RequestError } from './guard';

/**
 * A request's body, at most `limit` bytes, as a promise: handlers read bodies this way, not
 * through the stream's events, so what they do with it runs in their own promise chain. Over the
 * limit (declared or counted) it is a 413; a client that hangs up mid-body a 400.
 */
export function readBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  if (Number(request.headers['content-length']) > limit) {
    return Promise.reject(new RequestError(413, 'body too large'));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const settle = (outcome: () => void) => {
      request.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
      outcome();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else settle(() => reject(new RequestError(413, 'body too large')));
    };
    const onEnd = () => settle(() => resolve(Buffer.concat(chunks)));
    const onError = (error: Error) =>
      settle(() => reject(new RequestError(400, 'the body could not be read', { cause: error })));
    const onClose = () => onError(new Error('the request closed before its body ended'));
    request.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
  });
}

/** A body read as JSON: a 400 if it is not JSON. The value is `unknown` until a schema says more. */
export async function readJson(request: IncomingMessage, limit: number): Promise<unknown> {
  const body = await readBody(request, limit);
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch (error) {
    throw new RequestError(400, 'the body is not JSON', { cause: error });
  }
}
