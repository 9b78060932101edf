import { describe, expect, it } from 'vitest';

import {
  DATE_FORMATS,
  formatDateTime,
  readableDateFormat,
  readablePreferences,
  readableTimeFormat,
  TIME_FORMAT_NAMES,
  toDateFnsPattern,
} from './date-time-format';

const afternoon = new Date(2026, 10, 23, 15, 7);
/** The date-fns pattern of each format spec the platform stores. */
const DATE_FNS_PATTERNS = {
  'MM/DD/YYYY': 'MM/dd/yyyy',
  'DD.MM.YY': 'dd.MM.yy',
  'hh:mm A': 'hh:mm a',
  'HH:mm': 'HH:mm',
};
const UNREADABLE = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'DDD-MM-YYYY', 'MM/DD/YYYYY'];

describe('date and time formats', () => {
  it.each(Object.entries(DATE_FNS_PATTERNS))('turn %s into the date-fns pattern %s', (spec, dateFns) => {
    expect(toDateFnsPattern(spec)).toBe(dateFns);
  });

  it.each([
    ['12Hour', '11/23/2026 03:07 PM'],
    ['24Hour', '11/23/2026 15:07'],
    ['DoNotDisplay', '11/23/2026'],
  ])('show the time in %s', (timeFormat, expected) => {
    expect(formatDateTime(afternoon, { dateFormat: 'MM/DD/YYYY', timeFormat })).toBe(expected);
  });

  it.each([
    ['12Hour', '11/23/2026 03:07 PM'],
    ['24Hour', '11/23/2026 15:07'],
    ['DoNotDisplay', '11/23/2026 03:07 PM'],
  ])('show a time window with its hours in %s, the default when times are not displayed', (timeFormat, expected) => {
    expect(formatDateTime(afternoon, { dateFormat: 'MM/DD/YYYY', timeFormat }, { alwaysWithTime: true })).toBe(
      expected,
    );
  });

  it('use the default date format when none is saved, and 12 hours for an unknown time format', () => {
    expect(formatDateTime(afternoon, { dateFormat: '', timeFormat: 'sundial' })).toBe('11/23/2026 03:07 PM');
    expect(formatDateTime(afternoon, { dateFormat: 'DD.MM.YYYY', timeFormat: '24Hour' })).toBe('23.11.2026 15:07');
  });

  it.each(DATE_FORMATS)('show every offered date format (%s)', (dateFormat) => {
    expect(formatDateTime(afternoon, { dateFormat, timeFormat: 'DoNotDisplay' })).toMatch(/2026/);
  });

  it.each(UNREADABLE)('fall back to the defaults for the stored value %s, as date or time format', (value) => {
    expect(formatDateTime(afternoon, { dateFormat: value, timeFormat: '24Hour' })).toBe('11/23/2026 15:07');
    expect(formatDateTime(afternoon, { dateFormat: 'YYYY-MM-DD', timeFormat: value })).toBe('2026-11-23 03:07 PM');
  });

  it('show nothing for a date that is no date, instead of throwing', () => {
    expect(formatDateTime(new Date(Number.NaN), { dateFormat: '', timeFormat: '' })).toBe('');
    expect(formatDateTime(1e20, { dateFormat: '', timeFormat: '' })).toBe('');
  });
});

describe('reading stored formats', () => {
  it.each(UNREADABLE)('treat %s as unsaved', (value) => {
    expect(readableDateFormat(value)).toBe('');
    expect(readableTimeFormat(value)).toBe('');
  });

  it.each([null, undefined, 42, {}, ['24Hour']])('treat a value of the wrong type (%j) as unsaved', (value) => {
    expect(readablePreferences({ dateFormat: value, timeFormat: value })).toEqual({ dateFormat: '', timeFormat: '' });
  });

  it('keep every value the shell offers', () => {
    for (const dateFormat of DATE_FORMATS) expect(readableDateFormat(dateFormat)).toBe(dateFormat);
    for (const timeFormat of TIME_FORMAT_NAMES) expect(readableTimeFormat(timeFormat)).toBe(timeFormat);
    expect(TIME_FORMAT_NAMES).toEqual(['12Hour', '24Hour', 'DoNotDisplay']);
  });
});
