/** A `Retry-After` header (delay in seconds, or an HTTP date) in milliseconds from `nowMs`; null when absent or unreadable. */
export function retryAfterMs(header: string | null, nowMs: number): number | null {
  if (!header) return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // An HTTP date names its weekday and month; Date.parse would also take "-5" for a year.
  if (!/[a-z]/i.test(value)) return null;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(at - nowMs, 0);
}

/** The same wait in whole seconds, as the sign-in page tells it. */
export function secondsToWait(header: string | null, nowMs: number): number | null {
  const ms = retryAfterMs(header, nowMs);
  return ms === null ? null : Math.ceil(ms / 1000);
}
