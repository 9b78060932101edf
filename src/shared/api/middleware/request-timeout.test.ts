import { testApiClient } from '@test-support/test-api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { REQUEST_TIMEOUT_MS } from '../config';

const APP = 'https://app.trellis.test';

/** A server that answers only when told to, and notices when the browser gives up on a request. */
function slowServer() {
  const aborted: string[] = [];
  const answers: (() => void)[] = [];
  const fetch = vi.fn(
    (input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        const request = new Request(input, init);
        request.signal.addEventListener('abort', () => {
          aborted.push(new URL(request.url).pathname);
          reject(request.signal.reason as Error);
        });
        answers.push(() => resolve(Response.json({ showLegacyNavigation: true })));
      }),
  );
  const client = testApiClient(APP, { fetch });
  return { client, aborted, answerAll: () => answers.forEach((answer) => answer()) };
}

beforeEach(() => vi.useFakeTimers());
describe('the request timeout', () => {
  it('gives up on a request that has had no answer for REQUEST_TIMEOUT_MS, and aborts it', async () => {
    const { client, aborted } = slowServer();
    const call = client.GET('/api/atlas/v1/navigation/configuration');
    const outcome = call.then(
      () => 'answered',
      (error: unknown) => (error instanceof DOMException ? error.name : 'other'),
    );
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(aborted).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe('TimeoutError');
    expect(aborted).toEqual(['/api/atlas/v1/navigation/configuration']);
  });

  it('never gives up on a token request: the server may apply a grant whose answer is slow', async () => {
    const { client, aborted } = slowServer();
    void client.POST('/api/access/v1/oauth/token', {
      body: { grant_type: 'refresh_token', refresh_token: 'r1', client_id: 'trellis', scope: 'read' },
      bodySerializer: (body) => new URLSearchParams(body as Record<string, string>).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS * 3);
    expect(aborted).toEqual([]);
  });

  it('leaves an answered request alone, also after the time is up', async () => {
    const { client, aborted, answerAll } = slowServer();
    const call = client.GET('/api/atlas/v1/navigation/configuration');
    await vi.advanceTimersByTimeAsync(1_000);
    answerAll();
    const { data } = await call;
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(data).toEqual({ showLegacyNavigation: true });
    expect(aborted).toEqual([]);
  });

  it('keeps the body of a request it times', async () => {
    const sent: string[] = [];
    const client = testApiClient(APP, {
      fetch: async (input, init) => {
        sent.push(await new Request(input, init).text());
        return new Response(null, { status: 204 });
      },
    });
    await client.PUT('/api/benchmarking/v1/notification', {
      body: { messageId: 'm1', notificationStatus: true, notificationType: 'HOME_PAGE' },
    });
    expect(JSON.parse(sent[0] ?? '{}')).toEqual({
      messageId: 'm1',
      notificationStatus: true,
      notificationType: 'HOME_PAGE',
    });
  });
});
