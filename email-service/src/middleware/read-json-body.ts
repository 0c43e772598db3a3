import type { IncomingMessage } from 'node:http';
import getRawBody from 'raw-body';
import { ServiceError } from '../errors';

/**
 * Reads a JSON body of at most `limit` bytes (raw-body also rejects when the client hangs up
 * mid-body). Over the limit it stops buffering at once and lets the rest of the upload drain
 * (Node discards it), so the client still gets the 413 rather than a reset connection.
 */
export async function readJsonBody(request: IncomingMessage, limit: number): Promise<unknown> {
  let body: Buffer;
  try {
    body = await getRawBody(request, { length: request.headers['content-length'], limit });
  } catch (error) {
    if ((error as getRawBody.RawBodyError).type !== 'entity.too.large') throw error;
    request.resume();
    throw new ServiceError('bodyTooLarge');
  }
  // Decoded here rather than by raw-body, whose decoder would drop a byte order mark JSON.parse refuses.
  try {
    return JSON.parse(body.toString('utf8'));
  } catch (error) {
    throw new ServiceError('invalidJson', undefined, { cause: error });
  }
}
