import type { ErrorInfo, RootOptions } from 'react-dom/client';

import { MODULE_FAILURE_EVENT, type ModuleFailure } from '@/shared/config';
import { type ErrorReportBody, sendTelemetry } from '@/shared/lib/telemetry';

import { isChunkLoadError } from './chunk-reload';

function errorBody(error: unknown, source: ErrorReportBody['source'], info?: ErrorInfo): ErrorReportBody {
  const known = error instanceof Error ? error : new Error(String(error));
  return {
    source: isChunkLoadError(known) ? 'chunk-load' : source,
    name: known.name,
    message: known.message,
    stack: known.stack,
    componentStack: info?.componentStack ?? undefined,
  };
}

export const reportError = (error: unknown, source: ErrorReportBody['source'], info?: ErrorInfo) =>
  void sendTelemetry({ error: errorBody(error, source, info) });

/**
 * A hosted module's failure, as the module host announces it (its load, its mount, its version, its own report, an
 * error its scripts threw): one report, with the module's id and entry.
 */
export function reportModuleFailures(): void {
  window.addEventListener(MODULE_FAILURE_EVENT, (event) => {
    const { moduleId, entry, error } = (event as CustomEvent<ModuleFailure>).detail;
    void sendTelemetry({ error: { ...errorBody(error, 'module'), source: 'module', module: { id: moduleId, entry } } });
  });
}

/** Errors nothing caught, and chunks that failed to load outside a route (a preload, a warm-up). */
export function reportUncaughtErrors(): void {
  window.addEventListener('error', (event) => reportError(event.error ?? event.message, 'uncaught'));
  window.addEventListener('unhandledrejection', (event) => reportError(event.reason, 'unhandled-rejection'));
  window.addEventListener('vite:preloadError', (event) =>
    reportError((event as Event & { payload?: unknown }).payload, 'chunk-load'),
  );
}

/**
 * React's own: an error an error boundary caught (a route's error screen), one none caught, one React recovered
 * from. Each is still written to the console, as React does when no option is given.
 */
export const rootErrorOptions: RootOptions = {
  onCaughtError: (error, info) => {
    console.error(error);
    reportError(error, 'react-caught', info);
  },
  onUncaughtError: (error, info) => {
    console.error(error);
    reportError(error, 'react-uncaught', info);
  },
  onRecoverableError: (error, info) => {
    console.warn(error);
    reportError(error, 'react-recoverable', info);
  },
};
