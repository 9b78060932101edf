import type { Middleware } from 'openapi-fetch';

import { timedOut } from '@/shared/lib/timer';

import { withSignal } from './rebuild-request';

/**
 * Aborts a request that has had no answer after `timeoutMs`, so that no caller waits for ever and no connection stays
 * taken: the caller sees a rejection and falls back as it does for any failed call. The wait ends when the answer's
 * headers arrive (reading the body is not timed). Set with setTimeout, so that test clocks drive it.
 */
export function requestTimeout(timeoutMs: number, untimedPaths: readonly string[] = []): Middleware {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const stop = (id: string) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
  };
  return {
    async onRequest({ request, id }) {
      if (untimedPaths.some((path) => new URL(request.url).pathname.endsWith(path))) return request;
      const controller = new AbortController();
      timers.set(
        id,
        setTimeout(() => controller.abort(timedOut(timeoutMs)), timeoutMs),
      );
      return withSignal(request, controller.signal);
    },
    onResponse({ id }) {
      stop(id);
    },
    onError({ id }) {
      stop(id);
    },
  };
}
