import { vi } from 'vitest';

/** One request as the web app sent it through XMLHttpRequest (the upload path). */
export interface RecordedXhr {
  method: string;
  url: URL;
  headers: Headers;
  /** What `send` received (a FormData for uploads). */
  body: unknown;
  /** The body as FormData, or a failure when it was something else. */
  form: () => FormData;
  /** The client called abort(). */
  readonly aborted: boolean;
  /** Reports `loaded` of `total` bytes sent (an upload `progress` event). */
  progress: (loaded: number, total: number) => void;
  /** Answers with a status and a JSON body (`load` event). */
  respond: (status: number, body?: unknown) => void;
  /** The connection failed before any answer (`error` event, status 0). */
  networkError: () => void;
}

/** What the handler answers: a response at once, or undefined to leave the request pending. */
export type XhrHandler = (request: RecordedXhr) => { status: number; body?: unknown } | undefined;

/**
 * Replaces `XMLHttpRequest` (the web app's upload boundary) for the current test. Every request is
 * recorded; the handler answers at once, or the test drives it (progress, answer, failure).
 */
export function stubXhr(handler: XhrHandler = () => undefined) {
  const requests: RecordedXhr[] = [];

  class FakeXMLHttpRequest extends EventTarget {
    readonly upload = new EventTarget();
    readyState = 0;
    status = 0;
    responseText = '';
    private method = 'GET';
    private href = '';
    private readonly headers = new Headers();
    private done = false;

    open(method: string, url: string) {
      this.method = method.toUpperCase();
      this.href = url;
      this.readyState = 1;
    }

    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value);
    }

    send(body?: unknown) {
      let aborted = false;
      const finish = (event: string) => {
        if (this.done) {
          return;
        }
        this.done = true;
        this.readyState = 4;
        this.dispatchEvent(new ProgressEvent(event));
        this.dispatchEvent(new ProgressEvent('loadend'));
      };
      const request: RecordedXhr = {
        method: this.method,
        url: new URL(this.href, 'http://localhost'),
        headers: this.headers,
        body,
        form: () => {
          if (!(body instanceof FormData)) {
            throw new Error('le corps envoyé n’est pas un FormData');
          }
          return body;
        },
        get aborted() {
          return aborted;
        },
        progress: (loaded, total) => {
          if (!this.done) {
            this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
          }
        },
        respond: (status, responseBody) => {
          this.status = status;
          this.responseText = responseBody === undefined ? '' : JSON.stringify(responseBody);
          finish('load');
        },
        networkError: () => {
          this.status = 0;
          finish('error');
        },
      };
      this.abortRequest = () => {
        aborted = true;
        this.status = 0;
        finish('abort');
      };
      requests.push(request);
      const answer = handler(request);
      if (answer) {
        queueMicrotask(() => request.respond(answer.status, answer.body));
      }
    }

    private abortRequest: () => void = () => undefined;

    abort() {
      this.abortRequest();
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest);
  return {
    requests,
    /** The requests made to one path. */
    to: (pathname: string) => requests.filter((request) => request.url.pathname === pathname),
  };
}
