const SECONDS_PER_MINUTE = 60;

/**
 * "in 45 seconds", "in 2 minutes" in the user's language (Intl knows each language's plural forms, which the
 * translation tables do not): seconds under a minute, else whole minutes rounded up.
 */
export function formatRetryWait(retryAfterS: number, language: string): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
  if (retryAfterS < SECONDS_PER_MINUTE) return format.format(Math.max(1, Math.ceil(retryAfterS)), 'second');
  return format.format(Math.ceil(retryAfterS / SECONDS_PER_MINUTE), 'minute');
}
