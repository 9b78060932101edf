import { format } from 'date-fns';

/** Section 3: the time options and their patterns. */
export const TIME_FORMATS = { '12Hour': 'hh:mm A', '24Hour': 'HH:mm', DoNotDisplay: null } as const;
export type TimeFormat = keyof typeof TIME_FORMATS;
export const DATE_FORMATS = ['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD', 'DD.MM.YYYY'] as const;
/** An unsaved date format is empty (section 3); dates then show in this one. */
export const DEFAULT_DATE_FORMAT = 'MM/DD/YYYY';

export interface DateTimePreferences {
  dateFormat: string;
  timeFormat: string;
}

const SPEC_TO_DATE_FNS: [RegExp, string][] = [
  [/YYYY/g, 'yyyy'],
  [/YY/g, 'yy'],
  [/DD/g, 'dd'],
  [/A/g, 'a'],
];

/** The specification's format tokens (YYYY, YY, MM, DD, HH, hh, mm, A) as a date-fns pattern. */
export const toDateFnsPattern = (pattern: string) =>
  SPEC_TO_DATE_FNS.reduce((result, [token, replacement]) => result.replace(token, replacement), pattern);

const isTimeFormat = (value: string): value is TimeFormat => value in TIME_FORMATS;

/** A date, and its time unless the user chose not to see times, in the user's formats. */
export function formatDateTime(date: Date | number, preferences: DateTimePreferences): string {
  const datePattern = toDateFnsPattern(preferences.dateFormat || DEFAULT_DATE_FORMAT);
  const timeFormat = isTimeFormat(preferences.timeFormat) ? preferences.timeFormat : '12Hour';
  const timePattern = TIME_FORMATS[timeFormat];
  return format(date, timePattern ? `${datePattern} ${toDateFnsPattern(timePattern)}` : datePattern);
}
