import { FRAMED_FETCH, type FrameMessage, type ShellMessage } from './bridge-protocol.ts';

type FetchAnswer = Extract<ShellMessage, { type: 'fetch-result' | 'fetch-failed' }>;
type PostToShell = (message: FrameMessage, transfer?: Transferable[]) => void;

/** Where a request is built only to read its method, headers and body as the browser computes them; never sent. */
const REQUEST_BUILDER_URL = 'http://frame.invalid/';
/** Statuses whose Response cannot have a body. */
const NULL_BODY_STATUSES = [101, 103, 204, 205, 304];

const isAllowedRequestHeader = (name: string) => (FRAMED_FETCH.requestHeaders as readonly string[]).includes(name);

function responseOf(answer: Extract<FetchAnswer, { type: 'fetch-result' }>, method: string): Response {
  const withoutBody = method === 'HEAD' || NULL_BODY_STATUSES.includes(answer.status);
  return new Response(withoutBody ? null : answer.body, {
    status: answer.status,
    statusText: answer.statusText,
    headers: answer.headers,
  });
}

/**
 * `host.fetch` in a frame: the request crosses the bridge as bytes (any body `fetch` takes, with the content type the
 * browser gives it) and the allowed headers only; the shell carries it out and answers with the response's parts.
 * `settle` hands the shell's answers over.
 */
export function createFramedFetch(post: PostToShell) {
  const pending = new Map<number, (answer: FetchAnswer) => void>();
  let lastId = 0;

  async function fetch(path: string, init?: RequestInit): Promise<Response> {
    // `fetch` upper-cases only some methods (not PATCH); the shell compares them upper-case.
    const request = new Request(REQUEST_BUILDER_URL, { ...init, method: init?.method?.toUpperCase() });
    const body = request.body === null ? null : await request.arrayBuffer();
    const { method } = request;
    const headers = [...request.headers].filter(([name]) => isAllowedRequestHeader(name));
    const signal = init?.signal;
    return new Promise<Response>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      const id = (lastId += 1);
      const abort = () => {
        pending.delete(id);
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', abort, { once: true });
      pending.set(id, (answer) => {
        pending.delete(id);
        signal?.removeEventListener('abort', abort);
        if (answer.type === 'fetch-failed') return reject(new TypeError(answer.message));
        try {
          resolve(responseOf(answer, method));
        } catch (error) {
          reject(error);
        }
      });
      post({ type: 'fetch', id, method, path, headers, body }, body ? [body] : []);
    });
  }

  return {
    fetch,
    /** An answer to a request that was aborted (or never asked) is ignored. */
    settle: (answer: FetchAnswer) => pending.get(answer.id)?.(answer),
  };
}
