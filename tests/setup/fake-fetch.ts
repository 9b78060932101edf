import { vi } from 'vitest';

export type Route = (request: Request) => Response | Promise<Response>;

export const pathOf = (request: Request) => new URL(request.url).pathname;

/**
 * Answers every `fetch` with `route`; returns the requests made, cloned so that a test can still read their bodies.
 * The deployment's `config.json`, which the API's first request waits for, has none (its defaults hold) and is not
 * counted: a test about it stubs `fetch` itself.
 */
export function serveFetch(route: Route): Request[] {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (pathOf(request) === '/config.json') return new Response(null, { status: 404 });
      requests.push(request.clone());
      return route(request);
    }),
  );
  return requests;
}
