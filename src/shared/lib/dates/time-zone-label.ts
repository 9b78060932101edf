import { differenceInSeconds, format } from 'date-fns';

function zoneName(
  date: Date,
  language: string,
  timeZone: string | undefined,
  style: 'short' | 'shortOffset' | 'longOffset',
) {
  try {
    const parts = new Intl.DateTimeFormat(language, { timeZone, timeZoneName: style }).formatToParts(date);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? null;
  } catch {
    // A language tag or zone the browser does not know: the offset says it all the same.
    return null;
  }
}

/**
 * The time zone a time is shown in, for readers in `language`: the zone's short name where the language has one
 * (`MEZ` in German, `EST` in American English, `UTC`), else the offset (`UTC+01:00`). A name that is itself only an
 * offset (`GMT+1`, as most languages write Central European time) is written as the offset, the same in every
 * language. `timeZone` is for tests; the page shows times in the browser's zone.
 */
export function timeZoneLabel(date: Date, language: string, timeZone?: string): string {
  const shortName = zoneName(date, language, timeZone, 'short');
  const offsetName = zoneName(date, language, timeZone, 'shortOffset');
  if (shortName && offsetName && shortName !== offsetName && !/\d/.test(shortName)) return shortName;
  return utcOffsetLabel(date, timeZone);
}

/** The offset from UTC at `date`, as `UTC+01:00` (`UTC+00:00` for UTC itself). */
export function utcOffsetLabel(date: Date, timeZone?: string): string {
  // `GMT+01:00`, or `GMT` alone at no offset; the browser's zone by date-fns where Intl cannot say.
  const offset = zoneName(date, 'en-US', timeZone, 'longOffset')?.replace(/^GMT/, '');
  if (offset === undefined) return `UTC${format(date, 'xxx')}`;
  return `UTC${offset || '+00:00'}`;
}

/** The time left until `end` as `mm:ss` (`h:mm:ss` from an hour up); `00:00` once it has come. */
export function countdownLabel(now: Date | number, end: Date | number): string {
  const seconds = Math.max(0, differenceInSeconds(end, now));
  const pad = (value: number) => String(value).padStart(2, '0');
  const [hours, minutes, rest] = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${pad(minutes)}:${pad(rest)}`;
}
