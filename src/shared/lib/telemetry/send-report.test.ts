// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

/** A fresh sender on a deployment whose config.json says `config`, and the beacons it sends. */
async function senderWith(config: object) {
  vi.resetModules();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(config)),
  );
  const beacons: { url: string; body: Record<string, unknown> }[] = [];
  const pending: Promise<void>[] = [];
  vi.stubGlobal('navigator', {
    sendBeacon: (url: string, blob: Blob) => {
      pending.push(blob.text().then((text) => void beacons.push({ url, body: JSON.parse(text) })));
      expect(blob.type).toBe('application/json');
      return true;
    },
  });
  const telemetry = await import('./send-report');
  return { ...telemetry, beacons: async () => (await Promise.all(pending), beacons) };
}

const ERROR = { source: 'uncaught', name: 'TypeError', message: 'x is undefined' } as const;

describe('sendTelemetry', () => {
  it('sends nothing when config.json names no endpoint', async () => {
    const { sendTelemetry, beacons } = await senderWith({});
    expect(await sendTelemetry({ error: ERROR })).toBe(false);
    expect(await beacons()).toEqual([]);
  });

  it('sends the report with the page’s path and the ids of who is signed in, and no e-mail address', async () => {
    const { sendTelemetry, provideTelemetryContext, beacons } = await senderWith({
      telemetry: { endpoint: '/api/telemetry/v1/reports' },
    });
    history.replaceState(null, '', '/preferences?email=ada@acme.test#top');
    provideTelemetryContext(() => ({ tenantGuid: 't-1', userId: 'u-1' }));
    await sendTelemetry({ error: { ...ERROR, message: 'No user ada@acme.test' } });
    expect(await beacons()).toEqual([
      {
        url: `${location.origin}/api/telemetry/v1/reports`,
        body: {
          kind: 'error',
          release: expect.stringMatching(/^\d+\.\d+\.\d+\+[0-9A-Za-z-]+$/),
          at: expect.any(String),
          page: '/preferences',
          tenantGuid: 't-1',
          userId: 'u-1',
          error: { ...ERROR, message: 'No user [e-mail]' },
        },
      },
    ]);
  });

  it('sends at most 20 error reports per page, and web-vitals beside them', async () => {
    const { sendTelemetry, beacons } = await senderWith({ telemetry: { endpoint: 'https://t.example/r' } });
    for (let report = 0; report < 25; report++) await sendTelemetry({ error: ERROR });
    await sendTelemetry({ vital: { name: 'LCP', value: 900, rating: 'good', id: 'v1' } });
    const sent = await beacons();
    expect(sent.filter((beacon) => beacon.body.kind === 'error')).toHaveLength(20);
    expect(sent.at(-1)).toMatchObject({
      url: 'https://t.example/r',
      body: { kind: 'web-vital', vital: { name: 'LCP' } },
    });
  });
});
