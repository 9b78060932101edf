import { addYears, differenceInCalendarDays } from 'date-fns';

export const DATE_MIN = new Date(1900, 0, 1);

export const dateMax = (today = new Date()) => addYears(today, 100);

/** User-facing errors: each is a translation key. */
export type DateError =
  | 'DateParseError'
  | 'DateBeforeMin'
  | 'DateAfterMax'
  | 'DateNotAllowed'
  | 'DateRequired'
  | 'RangeStartAfterEnd'
  | 'RangeEndBeforeStart';
export type TimeError = 'TimeParseError' | 'TimeInvalidHours' | 'TimeInvalidMinutes';
export type DayPeriod = 'AM' | 'PM';

/** The specification's developer-facing messages, thrown by the helpers below on impossible arguments. */
export const DATE_HELPER_MESSAGES = {
  monthIndex: (monthIndex: number) => `Invalid month index "${monthIndex}". Month index has to be between 0 and 11.`,
  day: (day: number) => `Invalid date "${day}". Date has to be greater than 0.`,
  hours: (hours: number) => `Invalid hours index "${hours}". Hours index has to be between 0 and 23.`,
  minutes: (minutes: number) => `Invalid minutes index "${minutes}". Minutes index has to be between 0 and 59.`,
  dayOfMonth: 'Invalid date for month',
  unparsable: 'Cannot parse invalid date',
} as const;

const isIntegerBetween = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

export function createDate(year: number, monthIndex: number, day: number): Date {
  if (!isIntegerBetween(monthIndex, 0, 11)) throw new Error(DATE_HELPER_MESSAGES.monthIndex(monthIndex));
  if (!Number.isInteger(day) || day < 1) throw new Error(DATE_HELPER_MESSAGES.day(day));
  // setFullYear, unlike the Date constructor, keeps the years 0 to 99 as they are.
  const date = new Date(0);
  date.setFullYear(year, monthIndex, day);
  date.setHours(0, 0, 0, 0);
  if (date.getMonth() !== monthIndex) throw new Error(DATE_HELPER_MESSAGES.dayOfMonth);
  return date;
}

export function setTime(date: Date, hours: number, minutes: number): Date {
  if (!isIntegerBetween(hours, 0, 23)) throw new Error(DATE_HELPER_MESSAGES.hours(hours));
  if (!isIntegerBetween(minutes, 0, 59)) throw new Error(DATE_HELPER_MESSAGES.minutes(minutes));
  const result = new Date(date);
  result.setHours(hours, minutes, 0, 0);
  return result;
}

export type ParsedDate = { date: Date } | { error: DateError };

export interface DateLimits {
  min?: Date;
  max?: Date;
  /** Whether the date may be chosen. */
  filter?: (date: Date) => boolean;
}

/** Limits compare calendar days: the time of day does not matter. */
export function validateDate(
  date: Date,
  { min = DATE_MIN, max = dateMax(), filter }: DateLimits = {},
): DateError | null {
  if (differenceInCalendarDays(date, min) < 0) return 'DateBeforeMin';
  if (differenceInCalendarDays(date, max) > 0) return 'DateAfterMax';
  if (filter && !filter(date)) return 'DateNotAllowed';
  return null;
}

export interface RangeErrors {
  start: DateError | null;
  end: DateError | null;
}

export function validateRange(start: Date | null, end: Date | null): RangeErrors {
  if (start === null || end === null) {
    return { start: start === null ? 'DateRequired' : null, end: end === null ? 'DateRequired' : null };
  }
  return differenceInCalendarDays(start, end) > 0
    ? { start: 'RangeStartAfterEnd', end: 'RangeEndBeforeStart' }
    : { start: null, end: null };
}

export function validateTime(
  hours: number,
  minutes: number,
  twelveHour: boolean,
  dayPeriod?: DayPeriod,
): TimeError | null {
  const [minHours, maxHours] = twelveHour && dayPeriod ? [1, 12] : [0, 23];
  if (!isIntegerBetween(hours, minHours, maxHours)) return 'TimeInvalidHours';
  if (!isIntegerBetween(minutes, 0, 59)) return 'TimeInvalidMinutes';
  return null;
}

export type ParsedTime = { date: Date } | { error: TimeError };

const TIME_TEXT = /^(\d{1,2}):(\d{1,2})\s*([AaPp][Mm])?$/;

const to24Hours = (hours: number, dayPeriod?: DayPeriod) =>
  dayPeriod === undefined ? hours : (hours % 12) + (dayPeriod === 'PM' ? 12 : 0);

/** Text typed into a time input ("15:07", or "3:07 PM" in 12-hour mode), as that time on `day`. */
export function parseTimeInput(text: string, twelveHour: boolean, day = new Date()): ParsedTime {
  const match = TIME_TEXT.exec(text.trim());
  if (!match || (match[3] && !twelveHour)) return { error: 'TimeParseError' };
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  const dayPeriod = match[3]?.toUpperCase() as DayPeriod | undefined;
  const error = validateTime(hours, minutes, twelveHour, dayPeriod);
  return error ? { error } : { date: setTime(day, to24Hours(hours, dayPeriod), minutes) };
}
