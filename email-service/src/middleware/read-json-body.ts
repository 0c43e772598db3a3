import type { IncomingMessage } from 'node:http';
import { RequestError } from '@inklined/server-kit/guard';
import { readBody } from '@inklined/server-kit/read-body';
import { ServiceError } from '../errors';

/** A JSON body of at most `limit` bytes, read as every server of the site reads one (server-kit). */
export async function readJsonBody(request: IncomingMessage, limit: number): Promise<unknown> {
  const body = await readBody(request, limit).catch((error: unknown) => {
    throw error instanceof RequestError && error.status === 413 ? new ServiceError('bodyTooLarge') : error;
  });
  try {
    return JSON.parse(body.toString('utf8'));
  } catch (error) {
    throw new ServiceError('invalidJson', undefined, { cause: error });
  }
}
