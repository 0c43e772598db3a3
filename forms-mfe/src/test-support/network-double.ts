import { jest } from '@jest/globals';

/** What the email client reads of a Response; jsdom has no fetch, so tests answer at that boundary. */
interface Answer {
  readonly status: number;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
}

export interface SentRequest {
  readonly url: string;
  readonly headers: Record<string, string>;
  /** The JSON payload, or the multipart fields with the file under its field name. */
  readonly body: Record<string, unknown>;
}

function readBody(body: unknown): Record<string, unknown> {
  if (typeof body === 'string') return JSON.parse(body) as Record<string, unknown>;
  if (body instanceof FormData) return Object.fromEntries(body.entries());
  return {};
}

/**
 * Installs a fetch double at the network boundary: every request is recorded and answered by
 * `answer` (a status and a JSON body), or fails like a network error when `answer` throws.
 */
export function installFetchDouble(answer: (request: SentRequest, count: number) => Answer | Promise<Answer>) {
  const sent: SentRequest[] = [];
  const fetchDouble = jest.fn(async (url: string, init: RequestInit) => {
    const request = { url, headers: { ...(init.headers as Record<string, string>) }, body: readBody(init.body) };
    sent.push(request);
    const { status, body, headers = {} } = await answer(request, sent.length);
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: { get: (name: string) => headers[name] ?? null },
      json: async () => {
        if (body === undefined) throw new SyntaxError('Unexpected end of JSON input');
        return body;
      },
    };
  });
  Object.assign(globalThis, { fetch: fetchDouble });
  return { sent };
}

/** Removes the fetch double, if a test installed one. */
export function uninstallFetchDouble(): void {
  delete (globalThis as { fetch?: unknown }).fetch;
}

export type FetchDouble = ReturnType<typeof installFetchDouble>;

export const sentOk = (messageId = 'outbox-1'): Answer => ({ status: 200, body: { success: true, messageId } });
