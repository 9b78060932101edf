/**
 * W3C Trace Context for the API requests, as OpenTelemetry's browser instrumentation shapes it: the page's load is one
 * trace, then every user action (a click, a submitted form, Enter, going back or forward) starts another; each
 * request is a span of the trace current when it is sent, its `traceparent` naming the trace and a new span id.
 * Services traced with OpenTelemetry join their spans to it. Sampled (flags 01): the shell records nothing itself,
 * and leaves the decision to keep a trace to the services.
 */
export const TRACEPARENT_HEADER = 'traceparent';
const VERSION = '00';
const SAMPLED = '01';

function randomHex(bytes: number): string {
  const values = globalThis.crypto.getRandomValues(new Uint8Array(bytes));
  const hex = Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('');
  // An all-zero id is invalid (a chance of 2^-64 at least); one bit set keeps it valid.
  return /^0+$/.test(hex) ? `${hex.slice(0, -1)}1` : hex;
}

let currentTraceId = randomHex(16);

/** A new trace: the requests of what the user does next belong to it. */
export function startTrace(): string {
  currentTraceId = randomHex(16);
  return currentTraceId;
}

export const currentTrace = () => currentTraceId;

/** The `traceparent` of one request: the current trace, a span of its own. */
export const traceparentOfRequest = () => `${VERSION}-${currentTraceId}-${randomHex(8)}-${SAMPLED}`;

const isEnter = (event: Event) => event instanceof KeyboardEvent && event.key === 'Enter';

/**
 * Starts a trace at each user action: listened to in the capture phase, so that the trace is new before any handler
 * of the action sends a request. Returns the function that stops listening.
 */
export function startTracesOnUserActions(target: Window = window): () => void {
  const onAction = (event: Event) => {
    if (event.type !== 'keydown' || isEnter(event)) startTrace();
  };
  const types = ['click', 'submit', 'keydown', 'popstate'] as const;
  types.forEach((type) => target.addEventListener(type, onAction, { capture: true }));
  return () => types.forEach((type) => target.removeEventListener(type, onAction, { capture: true }));
}
