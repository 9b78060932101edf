import { format, isValid } from 'date-fns';

import type { ApiSchemas } from '@/shared/api';

type DocumentDateFormat = Exclude<ApiSchemas['globalization']['DateFormat'], ''>;
type DocumentTimeFormat = ApiSchemas['globalization']['TimeFormat'];

/**
 * The list must name every format of the globalization document's enum, and nothing else: the server accepts
 * exactly those, so the shell and the server cannot drift apart (a missing or extra one fails the type check).
 */
const everyDocumentDateFormat = <const List extends readonly DocumentDateFormat[]>(
  list: List & ([DocumentDateFormat] extends [List[number]] ? unknown : 'is missing a format of the document'),
) => list;

/** Section 3: the time options and their patterns, keyed by the document's TimeFormat enum. */
export const TIME_FORMATS: Readonly<Record<DocumentTimeFormat, string | null>> = {
  '12Hour': 'hh:mm A',
  '24Hour': 'HH:mm',
  DoNotDisplay: null,
};
export type TimeFormat = DocumentTimeFormat;
export const TIME_FORMAT_NAMES = Object.keys(TIME_FORMATS) as TimeFormat[];
export const DEFAULT_TIME_FORMAT: TimeFormat = '12Hour';

export const DATE_FORMATS = everyDocumentDateFormat(['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD', 'DD.MM.YYYY']);
export type DateFormat = DocumentDateFormat;
/** An unsaved date format is empty (section 3); dates then show in this one. */
export const DEFAULT_DATE_FORMAT: DateFormat = 'MM/DD/YYYY';

/** Saved formats; an empty one is unsaved. */
export interface DateTimePreferences {
  dateFormat: DateFormat | '';
  timeFormat: TimeFormat | '';
}

// Own-property and list checks only: `value in TIME_FORMATS` would take `constructor` or `toString` for a format.
const isTimeFormat = (value: unknown): value is TimeFormat =>
  typeof value === 'string' && Object.hasOwn(TIME_FORMATS, value);
const isDateFormat = (value: unknown): value is DateFormat =>
  typeof value === 'string' && (DATE_FORMATS as readonly string[]).includes(value);

/** A stored date format the shell can show, or '' (unsaved) for anything else: old rows, other releases, tampering. */
export const readableDateFormat = (value: unknown): DateFormat | '' => (isDateFormat(value) ? value : '');
/** A stored time format the shell can show, or '' (unsaved) for anything else. */
export const readableTimeFormat = (value: unknown): TimeFormat | '' => (isTimeFormat(value) ? value : '');

/** Stored settings as the shell can use them: each unreadable one is unsaved. */
export const readablePreferences = (stored: { dateFormat?: unknown; timeFormat?: unknown }): DateTimePreferences => ({
  dateFormat: readableDateFormat(stored.dateFormat),
  timeFormat: readableTimeFormat(stored.timeFormat),
});

const SPEC_TO_DATE_FNS: [RegExp, string][] = [
  [/YYYY/g, 'yyyy'],
  [/YY/g, 'yy'],
  [/DD/g, 'dd'],
  [/A/g, 'a'],
];

/** The specification's format tokens (YYYY, YY, MM, DD, HH, hh, mm, A) as a date-fns pattern. */
export const toDateFnsPattern = (pattern: string) =>
  SPEC_TO_DATE_FNS.reduce((result, [token, replacement]) => result.replace(token, replacement), pattern);

/** A date written in a pattern of the specification's tokens (YYYY, YY, MM, DD, HH, hh, mm, A), by date-fns. */
export const formatInPattern = (date: Date, pattern: string) => format(date, toDateFnsPattern(pattern));

/**
 * A date, and its time unless the user chose not to see times (a time window, `alwaysWithTime`, shows its hours
 * anyway, in the default time format), in the user's formats (defaults where unsaved).
 * A date that is no date (a corrupt timestamp) shows as nothing rather than taking the page down.
 */
export function formatDateTime(
  date: Date | number,
  preferences: { dateFormat: string; timeFormat: string },
  { alwaysWithTime = false }: { alwaysWithTime?: boolean } = {},
): string {
  if (!isValid(date)) return '';
  const datePattern = readableDateFormat(preferences.dateFormat) || DEFAULT_DATE_FORMAT;
  const timePattern =
    TIME_FORMATS[readableTimeFormat(preferences.timeFormat) || DEFAULT_TIME_FORMAT] ??
    (alwaysWithTime ? TIME_FORMATS[DEFAULT_TIME_FORMAT] : null);
  return formatInPattern(new Date(date), timePattern ? `${datePattern} ${timePattern}` : datePattern);
}
