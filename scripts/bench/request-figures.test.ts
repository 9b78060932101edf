import { describe, expect, it } from 'vitest';

import {
  byteFigures,
  duplicateApiRequests,
  roundTripDepths,
  roundTripOf,
  serialRoundTrips,
} from './request-figures.ts';
import type { LoggedRequest } from './request-log.ts';

const request = (url: string, start: number, end: number, type = 'fetch', method = 'GET'): LoggedRequest => ({
  method,
  url: `http://app.test${url}`,
  type,
  start,
  end,
  bytesSent: 0,
  body: null,
});

describe('the figures the benchmark takes from a page’s requests', () => {
  it('counts the scripts a page needs, not the web-vitals library that loads once it is done', () => {
    const script = (url: string, text: string) => ({ ...request(url, 0, 1, 'script'), body: Buffer.from(text) });
    const page = [script('/assets/main-a1.js', 'main();'), script('/assets/sign-in-b2.js', 'signIn();')];
    const withVitals = [...page, script('/assets/web-vitals-C0elN__6.js', 'vitals();'.repeat(100))];

    expect(byteFigures(withVitals).scripts).toBe(2);
    expect(byteFigures(withVitals).jsGzip).toBe(byteFigures(page).jsGzip);
    expect(byteFigures(page).jsGzip).toBeGreaterThan(0);
  });

  it('counts requests that start after others finished as later round trips, parallel ones as the same', () => {
    const entries = [
      request('/api/token', 0, 10, 'fetch', 'POST'),
      request('/api/init', 12, 20),
      request('/api/permissions', 13, 19),
      request('/assets/shell.js', 21, 30, 'script'),
    ];
    expect(roundTripDepths(entries)).toEqual([1, 2, 2, 3]);
    expect(serialRoundTrips(entries)).toBe(3);
    // The favicon the browser fetches beside the page is waited for by nothing.
    expect(serialRoundTrips([...entries, request('/favicon.svg', 31, 40, 'other')])).toBe(3);
    expect(serialRoundTrips([])).toBe(0);
  });

  it('finds the round trip a request was asked for in, among those waited for', () => {
    const entries = [
      request('/favicon.svg', 0, 50, 'other'),
      request('/assets/page.js', 1, 10, 'script'),
      request('/assets/shared.js', 2, 12, 'script'),
      request('/assets/shared.js', 20, 30, 'script'),
      request('/api/read', 31, 40),
    ];
    const at = (path: string) => roundTripOf(entries, (entry) => entry.url.endsWith(path));
    expect([at('/assets/page.js'), at('/assets/shared.js'), at('/api/read')]).toEqual([1, 1, 3]);
    // What is not waited for, or not asked for, has no round trip.
    expect([at('/favicon.svg'), at('/assets/other.js')]).toEqual([null, null]);
  });

  it('lists each API request made again with the same method and address, scripts aside', () => {
    const entries = [
      request('/api/init', 0, 1),
      request('/api/init', 2, 3),
      request('/api/init?tenant=t2', 4, 5),
      request('/api/init', 6, 7, 'fetch', 'POST'),
      request('/assets/a.js', 0, 1, 'script'),
      request('/assets/a.js', 2, 3, 'script'),
    ];
    expect(duplicateApiRequests(entries)).toEqual(['GET /api/init']);
  });
});
