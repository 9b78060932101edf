import { describe, expect, it, vi } from 'vitest';

import { carryOutFramedFetch, grantedPath } from './framed-fetch';

const API = ['/api/evidence/'];
const request = (over: Partial<Parameters<typeof carryOutFramedFetch>[0]> = {}) => ({
  type: 'fetch' as const,
  id: 7,
  method: 'GET',
  path: '/api/evidence/v1/items?page=2',
  headers: [] as [string, string][],
  body: null,
  ...over,
});
const text = (body: ArrayBuffer | null) => new TextDecoder().decode(body ?? new ArrayBuffer(0));

describe('the paths a framed module may call', () => {
  it.each([
    ['/api/evidence/v1/items?page=2', '/api/evidence/v1/items?page=2'],
    ['/api/evidence/v1/../v2/items', '/api/evidence/v2/items'],
  ])('grants %s as %s', (path, granted) => expect(grantedPath(path, API)).toBe(granted));

  it.each([
    '/api/evidence/../access/v1/users',
    '/api/evidence/%2e%2e/access/v1/users',
    '/api/evidence%2f..%2faccess/v1/users',
    '/api/evidence/..\\access',
    '//evil.test/api/evidence/',
    'https://evil.test/api/evidence/',
    'api/evidence/v1',
    '/api/evidencex/v1',
    '/config.json',
  ])('refuses %s', (path) => expect(grantedPath(path, API)).toBeNull());

  it('refuses every path when the entry names no prefix', () => {
    expect(grantedPath('/api/evidence/v1/items', [])).toBeNull();
  });
});

describe("a framed module's host.fetch, carried out by the shell", () => {
  it('sends the granted path, the allowed headers and the body; answers status, safe headers and body', async () => {
    const fetch = vi.fn(
      async (_path: string, _init?: RequestInit) =>
        new Response('{"items":[]}', {
          status: 200,
          headers: { 'content-type': 'application/json', 'set-cookie': 'a=b', 'x-trellis-node': '3', etag: '"1"' },
        }),
    );
    const body = new TextEncoder().encode('{"name":"x"}').buffer;
    const answer = await carryOutFramedFetch(
      request({
        method: 'POST',
        body,
        headers: [
          ['content-type', 'application/json'],
          ['authorization', 'Bearer stolen'],
          ['X-XSRF-TOKEN', 'forged'],
        ],
      }),
      API,
      fetch,
      vi.fn(),
    );
    const [path, init] = fetch.mock.calls[0]!;
    expect(path).toBe('/api/evidence/v1/items?page=2');
    expect(init?.headers).toEqual([['content-type', 'application/json']]);
    expect(init?.body).toBe(body);
    expect(answer).toMatchObject({ type: 'fetch-result', id: 7, status: 200 });
    if (answer.type !== 'fetch-result') throw new Error('no result');
    expect(answer.headers).toEqual([
      ['content-type', 'application/json'],
      ['etag', '"1"'],
    ]);
    expect(text(answer.body)).toBe('{"items":[]}');
  });

  it.each([
    ['a path outside its grant', request({ path: '/api/access/v1/users/current' }), 403],
    ['a method it may not use', request({ method: 'TRACE' }), 403],
    ['a body over 1 MiB', request({ method: 'POST', body: new ArrayBuffer(1024 * 1024 + 1) }), 413],
  ])('answers %s with problem details, never calling, and tells it', async (_name, refused, status) => {
    const fetch = vi.fn();
    const onRefused = vi.fn();
    const answer = await carryOutFramedFetch(refused, API, fetch, onRefused);
    expect(fetch).not.toHaveBeenCalled();
    expect(onRefused).toHaveBeenCalledWith(expect.objectContaining({ status }));
    if (answer.type !== 'fetch-result') throw new Error('no result');
    expect(answer.status).toBe(status);
    expect(answer.headers).toEqual([['content-type', 'application/problem+json']]);
    expect(JSON.parse(text(answer.body))).toMatchObject({ status, title: expect.any(String) });
  });

  it('answers a network failure as one, without a status', async () => {
    const answer = await carryOutFramedFetch(request(), API, () => Promise.reject(new TypeError('offline')), vi.fn());
    expect(answer).toEqual({ type: 'fetch-failed', id: 7, message: 'offline' });
  });
});
