/** How the double answers a request: a status and a JSON body. */
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

type Listener = (event: { loaded: number; total: number }) => void;

/** Listeners by event type, as an XMLHttpRequest (and its `upload`) keeps them. */
class Listeners {
  private readonly byType = new Map<string, Listener[]>();
  addEventListener(type: string, listener: Listener) {
    this.byType.set(type, [...(this.byType.get(type) ?? []), listener]);
  }
  fire(type: string, loaded = 0, total = 0) {
    for (const listener of this.byType.get(type) ?? []) listener({ loaded, total });
  }
}

const realXhr = globalThis.XMLHttpRequest;

/**
 * Installs a double of XMLHttpRequest, the email client's one way to the network (email/post.ts):
 * every request is recorded and answered by `answer`, or fails like a network error when
 * `answer` throws. `progress` reports the upload of the request under way; `pending` says
 * whether one is.
 */
export function installNetworkDouble(answer: (request: SentRequest, count: number) => Answer | Promise<Answer>) {
  const sent: SentRequest[] = [];
  const underWay = new Set<XhrDouble>();

  class XhrDouble extends Listeners {
    readonly upload = new Listeners();
    status = 0;
    responseText = '';
    timeout = 0;
    private url = '';
    private readonly headers: Record<string, string> = {};
    private answerHeaders: Record<string, string> = {};
    private done = false;

    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    getResponseHeader(name: string) {
      return this.answerHeaders[name] ?? null;
    }
    abort() {
      this.finish('abort');
    }
    send(body: unknown) {
      const request = { url: this.url, headers: { ...this.headers }, body: readBody(body) };
      sent.push(request);
      underWay.add(this);
      const count = sent.length;
      // The answer comes in a later task, as a network's does (a test's settle() lets it arrive).
      setTimeout(async () => {
        let answered: Answer;
        try {
          answered = await answer(request, count);
        } catch {
          this.finish('error');
          return;
        }
        if (this.done) return;
        this.status = answered.status;
        this.responseText = answered.body === undefined ? '' : JSON.stringify(answered.body);
        this.answerHeaders = answered.headers ?? {};
        this.finish('load');
      }, 0);
    }
    finish(type: 'load' | 'error' | 'abort') {
      if (this.done) return;
      this.done = true;
      underWay.delete(this);
      this.fire(type);
    }
  }

  Object.assign(globalThis, { XMLHttpRequest: XhrDouble });
  return {
    sent,
    /** Reports `loaded` of `total` bytes of the request under way sent. */
    progress(loaded: number, total: number) {
      for (const request of underWay) request.upload.fire('progress', loaded, total);
    },
    pending: () => underWay.size > 0,
  };
}

/** Puts the DOM's own XMLHttpRequest back, if a test installed the double. */
export function uninstallNetworkDouble(): void {
  Object.assign(globalThis, { XMLHttpRequest: realXhr });
}

export type NetworkDouble = ReturnType<typeof installNetworkDouble>;

/** The reference every successful answer of the double gives. */
export const TEST_REFERENCE = 'CI-7K3M-9QXA';

export const sentOk = (messageId = 'outbox-1'): Answer => ({
  status: 200,
  body: { success: true, messageId, reference: TEST_REFERENCE },
});
