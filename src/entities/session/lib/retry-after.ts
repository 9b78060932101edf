/**
 * The wait a `Retry-After` header asks for, in whole seconds: either a number of seconds or an HTTP date
 * (RFC 9110 section 10.2.3). Null when it is missing or unreadable.
 */
export function secondsToWait(retryAfter: string | null, now: number): number | null {
  const value = retryAfter?.trim() ?? '';
  if (/^\d+$/.test(value)) return Number(value);
  const at = value.endsWith('GMT') ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - now) / 1000));
}
