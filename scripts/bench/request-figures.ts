import { gzipSync } from 'node:zlib';

import type { LoggedRequest } from './request-log.ts';

const isApi = (entry: LoggedRequest) => entry.type === 'fetch' || entry.type === 'xhr';

export const gzipBytes = (body: Buffer | null) => (body ? gzipSync(body, { level: 9 }).length : 0);

/**
 * The web-vitals library loads 3 s after the page's load or a sign-in (src/app/telemetry/web-vitals-start.ts), once
 * the page is done: a loaded machine's slow paint would count it, a quiet one's not. What a page needs leaves it out.
 */
const isWebVitals = (entry: LoggedRequest) => /\/web-vitals-[\w-]+\.js$/.test(new URL(entry.url).pathname);

/** JavaScript as gzip -9 makes it (the web-vitals library aside), and everything as it was sent. */
export function byteFigures(entries: readonly LoggedRequest[]) {
  const scripts = entries.filter((entry) => entry.type === 'script' && !isWebVitals(entry));
  return {
    scripts: scripts.length,
    jsGzip: scripts.reduce((sum, entry) => sum + gzipBytes(entry.body), 0),
    jsSent: scripts.reduce((sum, entry) => sum + entry.bytesSent, 0),
    allSent: entries.reduce((sum, entry) => sum + entry.bytesSent, 0),
  };
}

/**
 * Which round trip each request belongs to: a request that starts only after another has finished may wait for it,
 * so its depth is one more than the deepest that finished before it started. An upper bound: a request that merely
 * happens to start later counts as waiting. `entries` are in order of their start.
 */
export function roundTripDepths(entries: readonly LoggedRequest[]): number[] {
  const depths: number[] = [];
  entries.forEach((entry, index) => {
    const waitedFor = depths.filter((_depth, at) => (entries[at]?.end ?? Infinity) <= entry.start);
    depths[index] = 1 + Math.max(0, ...waitedFor);
  });
  return depths;
}

/** What a page waits for to paint: its code and its data, not the favicon or images the browser fetches beside. */
const BLOCKING_TYPES = new Set(['document', 'script', 'stylesheet', 'fetch', 'xhr']);
export const blockingRequests = (entries: readonly LoggedRequest[]) =>
  entries.filter((entry) => BLOCKING_TYPES.has(entry.type));

export const serialRoundTrips = (entries: readonly LoggedRequest[]) =>
  Math.max(0, ...roundTripDepths(blockingRequests(entries)));

/** The round trip (as `roundTripDepths` counts them) of the first request `matches` finds among those waited for. */
export function roundTripOf(entries: readonly LoggedRequest[], matches: (entry: LoggedRequest) => boolean) {
  const waitedFor = blockingRequests(entries);
  const index = waitedFor.findIndex(matches);
  return index < 0 ? null : (roundTripDepths(waitedFor)[index] ?? null);
}

/** API requests made more than once (same method and address): each repeat counts. */
export function duplicateApiRequests(entries: readonly LoggedRequest[]): string[] {
  const seen = new Set<string>();
  const repeats: string[] = [];
  for (const entry of entries.filter(isApi)) {
    const key = `${entry.method} ${new URL(entry.url).pathname}${new URL(entry.url).search}`;
    if (seen.has(key)) repeats.push(key);
    seen.add(key);
  }
  return repeats;
}

export const apiRequests = (entries: readonly LoggedRequest[]) => entries.filter(isApi);
