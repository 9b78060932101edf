import { appEnv, appUrl, fetchRuntimeConfig, withoutAppBase } from '@/shared/config';

/** openapi/telemetry.yaml's ErrorReport: where an error was caught, and what it says. */
export interface ErrorReportBody {
  source:
    | 'uncaught'
    | 'unhandled-rejection'
    | 'chunk-load'
    | 'react-caught'
    | 'react-uncaught'
    | 'react-recoverable'
    | 'module';
  name: string;
  message: string;
  stack?: string;
  componentStack?: string;
  /** A hosted module's failure (`source: module`): which module, and its entry's address. */
  module?: { id: string; entry: string };
}

/** openapi/telemetry.yaml's WebVital. */
export interface WebVitalBody {
  name: 'CLS' | 'FCP' | 'INP' | 'LCP' | 'TTFB';
  value: number;
  rating: 'good' | 'needs-improvement' | 'poor';
  id: string;
  navigationType?: string;
}

/** Who is signed in, by id only: the one personal datum a report carries besides the page's path. */
export interface TelemetryContext {
  tenantGuid?: string;
  userId?: string;
}

let contextOf: () => TelemetryContext = () => ({});

/** The app hands over who is signed in (ids only), read when a report is sent. */
export function provideTelemetryContext(read: () => TelemetryContext): void {
  contextOf = read;
}

/** Texts an error may carry from what a person typed: e-mail addresses go, the rest is cut to the schema's sizes. */
const withoutEmails = (text: string) => text.replace(/[^\s@"'<>]+@[^\s@"'<>]+/g, '[e-mail]');
const cut = (text: string | undefined, length: number) =>
  text === undefined ? undefined : withoutEmails(text).slice(0, length);

/** A page that errs in a loop would send without end: a page sends at most this many error reports. */
const MAX_ERROR_REPORTS_PER_PAGE = 20;
let errorReportsSent = 0;

/**
 * Sends one report with `navigator.sendBeacon` (it outlives the page, as web-vitals sent when it is hidden must) to
 * config.json's `telemetry.endpoint`; nothing when there is none. JSON: the endpoint is on the app's origin (a beacon
 * to another origin cannot send JSON, it would need a preflight; docs/deploying.md).
 */
export async function sendTelemetry(report: { error: ErrorReportBody } | { vital: WebVitalBody }): Promise<boolean> {
  if ('error' in report && ++errorReportsSent > MAX_ERROR_REPORTS_PER_PAGE) return false;
  const endpoint = (await fetchRuntimeConfig()).telemetry?.endpoint;
  if (!endpoint || typeof navigator.sendBeacon !== 'function') return false;
  const body =
    'error' in report
      ? {
          kind: 'error',
          error: {
            ...report.error,
            name: cut(report.error.name, 200),
            message: cut(report.error.message, 2000),
            stack: cut(report.error.stack, 8000),
            componentStack: cut(report.error.componentStack, 8000),
            module: report.error.module && {
              id: report.error.module.id.slice(0, 64),
              entry: report.error.module.entry.slice(0, 2048),
            },
          },
        }
      : { kind: 'web-vital', vital: report.vital };
  const sent = {
    ...body,
    release: appEnv.release,
    at: new Date().toISOString(),
    page: withoutAppBase(globalThis.location.pathname),
    ...contextOf(),
  };
  const address = new URL(endpoint, appUrl('./')).href;
  return navigator.sendBeacon(address, new Blob([JSON.stringify(sent)], { type: 'application/json' }));
}
