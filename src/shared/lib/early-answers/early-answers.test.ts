import { afterEach, describe, expect, it } from 'vitest';

import { leaveAnswer, takeAnswer } from './early-answers';

const ADDRESS = 'http://localhost/api/content/v1/info/version';
const answer = (body: string) => Promise.resolve(new Response(body));

afterEach(() => {
  takeAnswer(new Request(ADDRESS));
});

describe('answers left by the page’s first script', () => {
  it('are taken once, by a GET to the same address', async () => {
    leaveAnswer(ADDRESS, answer('1.2.3'));
    expect(takeAnswer(new Request(`${ADDRESS}?other=1`))).toBeNull();
    const taken = takeAnswer(new Request(ADDRESS));
    await expect(taken?.then((response) => response.text())).resolves.toBe('1.2.3');
    expect(takeAnswer(new Request(ADDRESS))).toBeNull();
  });

  it('are not given to a request that carries a token or writes', () => {
    leaveAnswer(ADDRESS, answer('1.2.3'));
    expect(takeAnswer(new Request(ADDRESS, { headers: { Authorization: 'Bearer t' } }))).toBeNull();
    expect(takeAnswer(new Request(ADDRESS, { method: 'POST', body: '{}' }))).toBeNull();
    expect(takeAnswer(new Request(ADDRESS))).not.toBeNull();
  });

  it('stop being waited for when the request is aborted', async () => {
    leaveAnswer(ADDRESS, new Promise<Response>(() => undefined));
    const controller = new AbortController();
    const taken = takeAnswer(new Request(ADDRESS, { signal: controller.signal }));
    controller.abort(new DOMException('gave up', 'TimeoutError'));
    await expect(taken).rejects.toThrow('gave up');
  });
});
