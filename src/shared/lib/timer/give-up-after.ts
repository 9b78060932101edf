/** What a wait that was given up rejects with (a DOMException named TimeoutError, as fetch's own). */
export const timedOut = (ms: number) => new DOMException(`No answer within ${ms} ms.`, 'TimeoutError');

/**
 * `work`'s answer, or, when none has come within `ms`, `fallback`'s (without one, a rejection with `timedOut`). The
 * signal handed to `work` aborts as the wait ends either way, so that what it started (a request, a listener) stops.
 * Set with setTimeout, so that test clocks drive it.
 */
export function giveUpAfter<T>(ms: number, work: (signal: AbortSignal) => Promise<T>, fallback?: () => T): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const gaveUp = new Promise<T>((resolve, reject) => {
    timer = setTimeout(() => (fallback ? resolve(fallback()) : reject(timedOut(ms))), ms);
  });
  return Promise.race([work(controller.signal), gaveUp]).finally(() => {
    clearTimeout(timer);
    controller.abort();
  });
}
