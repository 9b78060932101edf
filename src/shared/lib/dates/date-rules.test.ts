import { describe, expect, it } from 'vitest';

import {
  createDate,
  DATE_HELPER_MESSAGES,
  DATE_MIN,
  dateMax,
  parseTimeInput,
  setTime,
  validateDate,
  validateRange,
  validateTime,
} from './date-rules';
import { parseDateInput, parseOrThrow } from './parse-date-input';

const day = (year: number, monthIndex: number, date: number) => new Date(year, monthIndex, date);

describe('date bounds', () => {
  it('start on 1 January 1900 and end a hundred years after today', () => {
    expect(DATE_MIN).toEqual(day(1900, 0, 1));
    expect(dateMax(day(2026, 10, 23))).toEqual(day(2126, 10, 23));
  });
});

describe('parseDateInput', () => {
  it.each([
    ['01/02/2020', 'MM/dd/yyyy', day(2020, 0, 2)],
    ['1/2/2020', 'MM/dd/yyyy', day(2020, 0, 2)],
    ['23.11.2026', 'dd.MM.yyyy', day(2026, 10, 23)],
    ['2026-11-23', 'MM/dd/yyyy', day(2026, 10, 23)],
    ['2026-11-23T15:07:00', 'dd.MM.yyyy', new Date(2026, 10, 23, 15, 7)],
  ])('reads %s with %s', (text, pattern, expected) => {
    expect(parseDateInput(text, pattern)).toEqual({ date: expected });
  });

  it.each([
    ['01/02/65', 'MM/dd/yyyy', day(2065, 0, 2)],
    ['01/02/00', 'MM/dd/yyyy', day(2000, 0, 2)],
    ['01/02/69', 'MM/dd/yyyy', day(2069, 0, 2)],
    ['01/02/70', 'MM/dd/yyyy', day(1970, 0, 2)],
    ['01/02/75', 'MM/dd/yyyy', day(1975, 0, 2)],
    ['01/02/99', 'MM/dd/yyyy', day(1999, 0, 2)],
    ['02.01.75', 'dd.MM.yy', day(1975, 0, 2)],
    ['02.01.65', 'dd.MM.yy', day(2065, 0, 2)],
  ])('puts the two-digit year of %s (%s) in its century', (text, pattern, expected) => {
    expect(parseDateInput(text, pattern)).toEqual({ date: expected });
  });

  it('keeps a year typed with more than two digits', () => {
    expect(parseDateInput('01/02/2075', 'MM/dd/yy')).toEqual({ date: day(2075, 0, 2) });
    expect(parseDateInput('01/02/0065', 'MM/dd/yyyy')).toEqual({ date: createDate(65, 0, 2) });
  });

  it.each(['13/45/2020', '02/30/2020', '01/02/2020x', 'tomorrow', '', '2020', '2020-05'])('refuses %j', (text) => {
    expect(parseDateInput(text, 'MM/dd/yyyy')).toEqual({ error: 'DateParseError' });
  });
});

describe('validateDate', () => {
  const today = new Date();
  const inAHundredYears = dateMax(today);

  it('accepts the first and last days of the bounds, whatever their time of day', () => {
    expect(validateDate(day(1900, 0, 1))).toBeNull();
    expect(validateDate(new Date(1900, 0, 1, 23, 59))).toBeNull();
    expect(validateDate(inAHundredYears)).toBeNull();
    expect(
      validateDate(day(inAHundredYears.getFullYear(), inAHundredYears.getMonth(), inAHundredYears.getDate())),
    ).toBeNull();
  });

  it('refuses the day before the first and the day after the last', () => {
    expect(validateDate(day(1899, 11, 31))).toBe('DateBeforeMin');
    const dayAfter = new Date(inAHundredYears);
    dayAfter.setDate(dayAfter.getDate() + 1);
    expect(validateDate(dayAfter)).toBe('DateAfterMax');
  });

  it('uses the limits it is given', () => {
    const limits = { min: day(2026, 0, 1), max: day(2026, 11, 31) };
    expect(validateDate(day(2025, 11, 31), limits)).toBe('DateBeforeMin');
    expect(validateDate(day(2027, 0, 1), limits)).toBe('DateAfterMax');
    expect(validateDate(day(2026, 5, 15), limits)).toBeNull();
  });

  it('refuses a date the filter rejects', () => {
    const weekdaysOnly = (date: Date) => date.getDay() !== 0 && date.getDay() !== 6;
    expect(validateDate(day(2026, 10, 22), { filter: weekdaysOnly })).toBe('DateNotAllowed');
    expect(validateDate(day(2026, 10, 23), { filter: weekdaysOnly })).toBeNull();
  });
});

describe('validateRange', () => {
  it('requires both dates', () => {
    expect(validateRange(null, null)).toEqual({ start: 'DateRequired', end: 'DateRequired' });
    expect(validateRange(day(2026, 0, 1), null)).toEqual({ start: null, end: 'DateRequired' });
    expect(validateRange(null, day(2026, 0, 1))).toEqual({ start: 'DateRequired', end: null });
  });

  it('refuses a start after the end, on both dates', () => {
    expect(validateRange(day(2026, 0, 2), day(2026, 0, 1))).toEqual({
      start: 'RangeStartAfterEnd',
      end: 'RangeEndBeforeStart',
    });
  });

  it('accepts a range of one day, whatever the times', () => {
    expect(validateRange(new Date(2026, 0, 1, 18), new Date(2026, 0, 1, 9))).toEqual({ start: null, end: null });
    expect(validateRange(day(2026, 0, 1), day(2026, 0, 2))).toEqual({ start: null, end: null });
  });
});

describe('validateTime', () => {
  it.each([
    [0, 0],
    [23, 59],
  ])('accepts %i:%i in 24-hour mode', (hours, minutes) => {
    expect(validateTime(hours, minutes, false)).toBeNull();
  });

  it.each([
    [24, 0, 'TimeInvalidHours'],
    [-1, 0, 'TimeInvalidHours'],
    [1.5, 0, 'TimeInvalidHours'],
    [12, 60, 'TimeInvalidMinutes'],
    [12, -1, 'TimeInvalidMinutes'],
  ])('refuses %i:%i in 24-hour mode', (hours, minutes, error) => {
    expect(validateTime(hours, minutes, false)).toBe(error);
  });

  it('takes hours 1 to 12 with a day period in 12-hour mode', () => {
    expect(validateTime(1, 0, true, 'AM')).toBeNull();
    expect(validateTime(12, 59, true, 'PM')).toBeNull();
    expect(validateTime(0, 0, true, 'AM')).toBe('TimeInvalidHours');
    expect(validateTime(13, 0, true, 'PM')).toBe('TimeInvalidHours');
    expect(validateTime(11, 60, true, 'PM')).toBe('TimeInvalidMinutes');
  });

  it('takes hours 0 to 23 without a day period in 12-hour mode', () => {
    expect(validateTime(0, 0, true)).toBeNull();
    expect(validateTime(15, 7, true)).toBeNull();
    expect(validateTime(24, 0, true)).toBe('TimeInvalidHours');
  });
});

describe('parseTimeInput', () => {
  const onDay = day(2026, 10, 23);

  it.each([
    ['15:07', false, new Date(2026, 10, 23, 15, 7)],
    ['0:00', false, new Date(2026, 10, 23, 0, 0)],
    ['3:07 PM', true, new Date(2026, 10, 23, 15, 7)],
    ['12:30 am', true, new Date(2026, 10, 23, 0, 30)],
    ['12:30 PM', true, new Date(2026, 10, 23, 12, 30)],
    ['15:07', true, new Date(2026, 10, 23, 15, 7)],
  ])('reads %s (12-hour: %s)', (text, twelveHour, expected) => {
    expect(parseTimeInput(text, twelveHour, onDay)).toEqual({ date: expected });
  });

  it.each([
    ['24:00', false, 'TimeInvalidHours'],
    ['10:60', false, 'TimeInvalidMinutes'],
    ['0:30 AM', true, 'TimeInvalidHours'],
    ['13:00 PM', true, 'TimeInvalidHours'],
    ['3:07 PM', false, 'TimeParseError'],
    ['noon', true, 'TimeParseError'],
  ])('refuses %s (12-hour: %s)', (text, twelveHour, error) => {
    expect(parseTimeInput(text, twelveHour, onDay)).toEqual({ error });
  });
});

describe('low-level helpers', () => {
  it('create a date and set its time', () => {
    expect(createDate(2024, 1, 29)).toEqual(day(2024, 1, 29));
    expect(createDate(65, 0, 2).getFullYear()).toBe(65);
    expect(setTime(day(2026, 10, 23), 23, 59)).toEqual(new Date(2026, 10, 23, 23, 59));
    expect(parseOrThrow('11/23/2026', 'MM/dd/yyyy')).toEqual(day(2026, 10, 23));
  });

  it.each([
    [() => createDate(2026, 12, 1), 'Invalid month index "12". Month index has to be between 0 and 11.'],
    [() => createDate(2026, -1, 1), 'Invalid month index "-1". Month index has to be between 0 and 11.'],
    [() => createDate(2026, 0, 0), 'Invalid date "0". Date has to be greater than 0.'],
    [() => createDate(2026, 1, 31), 'Invalid date for month'],
    [() => createDate(2025, 1, 29), 'Invalid date for month'],
    [() => setTime(day(2026, 0, 1), 24, 0), 'Invalid hours index "24". Hours index has to be between 0 and 23.'],
    [() => setTime(day(2026, 0, 1), 0, 60), 'Invalid minutes index "60". Minutes index has to be between 0 and 59.'],
    [() => parseOrThrow('13/45/2020', 'MM/dd/yyyy'), 'Cannot parse invalid date'],
  ])('throw the specification message %#', (call, message) => {
    expect(call).toThrow(new Error(message));
  });

  it('build their messages from the shared constants', () => {
    expect(DATE_HELPER_MESSAGES.monthIndex(12)).toMatch(/^Invalid month index .* between 0 and 11\.$/);
    expect(DATE_HELPER_MESSAGES.day(0)).toMatch(/^Invalid date .* greater than 0\.$/);
    expect(DATE_HELPER_MESSAGES.hours(24)).toMatch(/^Invalid hours index .* between 0 and 23\.$/);
    expect(DATE_HELPER_MESSAGES.minutes(60)).toMatch(/^Invalid minutes index .* between 0 and 59\.$/);
  });
});
