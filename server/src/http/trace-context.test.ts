import { afterAll, describe, expect, it, vi } from 'vitest';

import { buildServer } from '../app.ts';
import { openDatabase } from '../db/database.ts';
import { traceContextOf } from './trace-context.ts';

const openapiDir = new URL('../../../openapi', import.meta.url).pathname;
vi.setConfig({ testTimeout: 30_000 });

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const TRACEPARENT = `00-${TRACE_ID}-00f067aa0ba902b7-01`;

describe('W3C traceparent', () => {
  it('reads the trace and parent ids of a valid header', () => {
    expect(traceContextOf(TRACEPARENT)).toEqual({ traceId: TRACE_ID, parentSpanId: '00f067aa0ba902b7' });
    expect(traceContextOf(`01-${TRACE_ID}-00f067aa0ba902b7-01-later-field`)?.traceId).toBe(TRACE_ID);
  });

  it.each([
    ['no header', undefined],
    ['upper-case hex', TRACEPARENT.toUpperCase()],
    ['version ff', `ff-${TRACE_ID}-00f067aa0ba902b7-01`],
    ['an all-zero trace id', `00-${'0'.repeat(32)}-00f067aa0ba902b7-01`],
    ['an all-zero parent id', `00-${TRACE_ID}-${'0'.repeat(16)}-01`],
    ['version 00 with more fields', `${TRACEPARENT}-more`],
    ['a short trace id', `00-${TRACE_ID.slice(1)}-00f067aa0ba902b7-01`],
  ])('refuses %s', (_label, header) => {
    expect(traceContextOf(header)).toBeNull();
  });

  describe('in the server log', () => {
    const logged: Record<string, unknown>[] = [];
    const server = buildServer({
      db: openDatabase(':memory:'),
      openapiDir,
      testMode: false,
      logger: { level: 'info', stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
    });
    afterAll(async () => (await server).close());

    it("carries the request's trace id on every line of the request, beside its request id", async () => {
      const app = await server;
      await app.inject({ url: '/healthz', headers: { traceparent: TRACEPARENT, 'x-request-id': 'shell-7' } });
      const lines = logged.filter((line) => line.reqId === 'shell-7');
      expect(lines.length).toBeGreaterThanOrEqual(2);
      expect(lines.every((line) => line.traceId === TRACE_ID && line.parentSpanId === '00f067aa0ba902b7')).toBe(true);
    });

    it('logs no trace id for a request without a valid traceparent', async () => {
      const app = await server;
      await app.inject({ url: '/healthz', headers: { traceparent: 'not-a-trace', 'x-request-id': 'shell-8' } });
      const lines = logged.filter((line) => line.reqId === 'shell-8');
      expect(lines.length).toBeGreaterThanOrEqual(2);
      expect(lines.some((line) => 'traceId' in line)).toBe(false);
    });
  });
});
