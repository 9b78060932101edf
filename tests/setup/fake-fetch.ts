import { vi } from 'vitest';

export type Route = (request: Request) => Response | Promise<Response>;

/** Answers every `fetch` with `route`; returns the requests made, cloned so that a test can still read their bodies. */
export function serveFetch(route: Route): Request[] {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      requests.push(request.clone());
      return route(request);
    }),
  );
  return requests;
}

export const pathOf = (request: Request) => new URL(request.url).pathname;
