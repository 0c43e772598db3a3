import type { IncomingMessage } from 'node:http';
import getRawBody from 'raw-body';
import { RequestError } from './guard';

/**
 * A request's body, at most `limit` bytes, read by raw-body (the reader of Koa's body parsers):
 * over the limit, declared or counted, a 413, the rest of the upload drained so the client gets
 * the answer rather than a reset; a client that hangs up mid-body a 400. The bytes are left to the
 * caller to decode (raw-body's decoder would drop a byte order mark that JSON.parse refuses).
 */
export async function readBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  try {
    return await getRawBody(request, { length: request.headers['content-length'], limit });
  } catch (error) {
    if ((error as getRawBody.RawBodyError).type !== 'entity.too.large') {
      throw new RequestError(400, 'the body could not be read', { cause: error });
    }
    request.resume();
    throw new RequestError(413, 'body too large', { cause: error });
  }
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
