/** What the client reads of an answer. */
export interface PostAnswer {
  readonly status: number;
  header(name: string): string | null;
  /** The body as JSON, or undefined when it is not JSON. */
  readonly json: unknown;
}

export interface PostRequest {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  /** JSON text, or multipart fields (the browser sets the boundary). */
  readonly body: string | FormData;
  /** How long the request may take in all before it counts as a network failure. */
  readonly timeoutMs: number;
  /** Aborts the request: the visitor cancelled it. */
  readonly signal?: AbortSignal;
  /** Called as the body goes out: bytes sent and bytes in all. */
  readonly onUploadProgress?: (sent: number, total: number) => void;
}

/** Why a request got no answer. */
export class PostError extends Error {
  constructor(readonly reason: 'network' | 'timeout' | 'cancelled') {
    super(`no answer: ${reason}`);
  }
}

/**
 * One POST. XMLHttpRequest, not fetch: only it reports a request body's progress in browsers
 * (fetch can stream a body out over HTTP/2 alone), and a resume of 5 MB on a slow line needs a
 * progress bar. Resolves with any answer the server gave; rejects with a PostError without one.
 */
export function post(request: PostRequest): Promise<PostAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', request.url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.timeout = request.timeoutMs;
    const progress = request.onUploadProgress;
    if (progress) xhr.upload.addEventListener('progress', (event) => progress(event.loaded, event.total));
    const cancel = () => xhr.abort();
    request.signal?.addEventListener('abort', cancel, { once: true });
    const settle = (outcome: () => void) => {
      request.signal?.removeEventListener('abort', cancel);
      // The time-out's timer ends with the request (jsdom, where the tests run, keeps it after an error).
      xhr.timeout = 0;
      outcome();
    };
    xhr.addEventListener('load', () =>
      settle(() => {
        let json: unknown;
        try {
          json = JSON.parse(xhr.responseText);
        } catch {
          json = undefined;
        }
        resolve({ status: xhr.status, header: (name) => xhr.getResponseHeader(name), json });
      }),
    );
    xhr.addEventListener('error', () => settle(() => reject(new PostError('network'))));
    xhr.addEventListener('timeout', () => settle(() => reject(new PostError('timeout'))));
    xhr.addEventListener('abort', () => settle(() => reject(new PostError('cancelled'))));
    if (request.signal?.aborted) {
      settle(() => reject(new PostError('cancelled')));
      return;
    }
    xhr.send(request.body);
  });
}
