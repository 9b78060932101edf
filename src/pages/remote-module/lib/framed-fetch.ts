import { BRIDGE_LIMITS, FRAMED_FETCH, type FrameMessage, type ShellMessage } from '@trellis/module-sdk/bridge';

import type { HostServices } from './run-module';

type FetchRequest = Extract<FrameMessage, { type: 'fetch' }>;
type FetchAnswer = Extract<ShellMessage, { type: 'fetch-result' | 'fetch-failed' }>;

/** A request the shell refused to carry out for a framed module: why, for the report and the problem details. */
export interface FramedFetchRefusal {
  status: 403 | 413;
  detail: string;
  /** What the report is counted by: one report per module and refused path. */
  path: string;
}

const ORIGIN = 'http://shell.invalid';
/** Encoded slashes, backslashes and dots would mean one path to this check and another to a server behind it. */
const BENDING = /%2f|%5c|%2e|\\/i;

/** The path and query a framed module may call, with its dots resolved; null when no prefix of `api` grants it. */
export function grantedPath(path: string, api: readonly string[]): string | null {
  if (!path.startsWith('/') || path.startsWith('//') || BENDING.test(path)) return null;
  let url: URL;
  try {
    url = new URL(path, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN || !url.pathname.startsWith('/api/')) return null;
  return api.some((prefix) => url.pathname.startsWith(prefix)) ? `${url.pathname}${url.search}` : null;
}

/** Why the shell will not carry out `request`, or null when it may. */
export function refusalOf(request: FetchRequest, api: readonly string[]): FramedFetchRefusal | null {
  const pathOnly = request.path.split(/[?#]/)[0] ?? '';
  if (!(FRAMED_FETCH.methods as readonly string[]).includes(request.method))
    return { status: 403, path: pathOnly, detail: `The method ${request.method} is not one a module may use.` };
  if (grantedPath(request.path, api) === null)
    return { status: 403, path: pathOnly, detail: `The module may not call ${pathOnly}.` };
  if ((request.body?.byteLength ?? 0) > BRIDGE_LIMITS.maxMessageBytes)
    return { status: 413, path: pathOnly, detail: 'The request body is larger than 1 MiB.' };
  return null;
}

const problemAnswer = (id: number, refusal: FramedFetchRefusal): FetchAnswer => ({
  type: 'fetch-result',
  id,
  status: refusal.status,
  statusText: refusal.status === 403 ? 'Forbidden' : 'Content Too Large',
  headers: [['content-type', 'application/problem+json']],
  body: new TextEncoder().encode(
    JSON.stringify({
      type: 'about:blank',
      title: refusal.status === 403 ? 'Forbidden' : 'Content Too Large',
      status: refusal.status,
      detail: refusal.detail,
    }),
  ).buffer,
});

const allowedRequestHeaders = (headers: FetchRequest['headers']) =>
  headers.filter(([name]) => (FRAMED_FETCH.requestHeaders as readonly string[]).includes(name.toLowerCase()));

const safeResponseHeaders = (headers: Headers): [string, string][] =>
  FRAMED_FETCH.responseHeaders.flatMap((name) => {
    const value = headers.get(name);
    return value === null ? [] : [[name, value] as [string, string]];
  });

/**
 * Carries out a framed module's `host.fetch` with the shell's own fetch (token, CSRF, refresh stay here) after the
 * checks of docs/modules.md, section 9: a refused request gets 403 or 413 problem details, and `onRefused` hears it.
 * The answer carries status, the safe headers and the body; never a token, a cookie or a platform header.
 */
export async function carryOutFramedFetch(
  request: FetchRequest,
  api: readonly string[],
  fetch: HostServices['fetch'],
  onRefused: (refusal: FramedFetchRefusal) => void,
): Promise<FetchAnswer> {
  const refusal = refusalOf(request, api);
  if (refusal) {
    onRefused(refusal);
    return problemAnswer(request.id, refusal);
  }
  try {
    const response = await fetch(grantedPath(request.path, api) ?? '', {
      method: request.method,
      headers: allowedRequestHeaders(request.headers),
      body: request.body,
    });
    const body = request.method === 'HEAD' || response.body === null ? null : await response.arrayBuffer();
    return {
      type: 'fetch-result',
      id: request.id,
      status: response.status,
      statusText: response.statusText.slice(0, 500),
      headers: safeResponseHeaders(response.headers),
      body,
    };
  } catch (error) {
    return { type: 'fetch-failed', id: request.id, message: String((error as Error)?.message ?? error).slice(0, 2000) };
  }
}
