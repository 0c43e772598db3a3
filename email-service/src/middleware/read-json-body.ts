import type { IncomingMessage } from 'node:http';
import { ServiceError } from '../errors';

/**
 * Reads a JSON body of at most `limit` bytes. Over the limit it stops buffering at once and lets
 * the rest of the upload drain (Node discards it), so the client still gets the 413 rather than a
 * reset connection.
 */
export function readJsonBody(request: IncomingMessage, limit: number): Promise<unknown> {
  const declared = Number(request.headers['content-length']);
  if (declared > limit) {
    request.resume();
    return Promise.reject(new ServiceError('bodyTooLarge'));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanUp = () => {
      request.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      cleanUp();
      request.resume();
      reject(new ServiceError('bodyTooLarge'));
    };
    const onEnd = () => {
      cleanUp();
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch (error) {
        reject(new ServiceError('invalidJson', undefined, { cause: error }));
      }
    };
    const onError = (error: Error) => {
      cleanUp();
      reject(error);
    };
    // A client that hangs up mid-body: nothing will end the promise otherwise.
    const onClose = () => onError(new Error('the request closed before its body ended'));
    request.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
  });
}
