import { describe, expect, it } from 'vitest';
import { formatDateTime, toDateFnsPattern } from './date-time-format';

const afternoon = new Date(2026, 10, 23, 15, 7);

describe('date and time formats', () => {
  it.each([
    ['MM/DD/YYYY', 'MM/dd/yyyy'],
    ['DD.MM.YY', 'dd.MM.yy'],
    ['hh:mm A', 'hh:mm a'],
    ['HH:mm', 'HH:mm'],
  ])('turn %s into the date-fns pattern %s', (spec, dateFns) => {
    expect(toDateFnsPattern(spec)).toBe(dateFns);
  });

  it.each([
    ['12Hour', '11/23/2026 03:07 PM'],
    ['24Hour', '11/23/2026 15:07'],
    ['DoNotDisplay', '11/23/2026'],
  ])('show the time in %s', (timeFormat, expected) => {
    expect(formatDateTime(afternoon, { dateFormat: 'MM/DD/YYYY', timeFormat })).toBe(expected);
  });

  it('use the default date format when none is saved, and 12 hours for an unknown time format', () => {
    expect(formatDateTime(afternoon, { dateFormat: '', timeFormat: 'sundial' })).toBe('11/23/2026 03:07 PM');
    expect(formatDateTime(afternoon, { dateFormat: 'DD.MM.YYYY', timeFormat: '24Hour' })).toBe('23.11.2026 15:07');
  });
});
