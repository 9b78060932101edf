import type { IncomingMessage } from 'node:http';

export const TRACEPARENT_HEADER = 'traceparent';

/**
 * W3C Trace Context's `traceparent`: version-traceid-parentid-flags, lower-case hex. Version 00 has exactly these
 * four fields; a later version may add fields after them, ff is never valid, and all-zero ids are invalid.
 */
const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/;
const ALL_ZEROS = /^0+$/;

export interface TraceContext {
  traceId: string;
  parentSpanId: string;
}

export function traceContextOf(value: string | undefined): TraceContext | null {
  const match = value ? TRACEPARENT.exec(value.trim()) : null;
  if (!match) return null;
  const [, version, traceId = '', parentSpanId = '', , rest] = match;
  if (version === 'ff' || (version === '00' && rest) || ALL_ZEROS.test(traceId) || ALL_ZEROS.test(parentSpanId))
    return null;
  return { traceId, parentSpanId };
}

/**
 * What every log line of a request carries about its trace (the shell sends `traceparent` with each API request), so
 * that the lines join the traces of services traced with OpenTelemetry. None for a request without a valid one.
 */
export function traceLogBindings(request: IncomingMessage): Record<string, string> {
  const header = request.headers[TRACEPARENT_HEADER];
  const context = traceContextOf(typeof header === 'string' ? header : undefined);
  return context ? { traceId: context.traceId, parentSpanId: context.parentSpanId } : {};
}
