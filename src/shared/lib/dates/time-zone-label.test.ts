import { describe, expect, it } from 'vitest';

import { countdownLabel, timeZoneLabel, utcOffsetLabel } from './time-zone-label';

const WINTER = new Date('2026-11-30T02:00:00Z');
const SUMMER = new Date('2026-07-01T02:00:00Z');

describe('the time zone of a shown time', () => {
  it.each([
    ['de', 'Europe/Berlin', WINTER, 'MEZ'],
    ['de', 'Europe/Berlin', SUMMER, 'MESZ'],
    ['en-us', 'America/New_York', WINTER, 'EST'],
    ['en-us', 'UTC', WINTER, 'UTC'],
    ['ar', 'UTC', WINTER, 'UTC'],
  ])('is the short name %s readers know for %s (%s): %s', (language, zone, date, label) => {
    expect(timeZoneLabel(date, language, zone)).toBe(label);
  });

  it.each([
    ['en-us', 'Europe/Berlin', WINTER, 'UTC+01:00'],
    ['en-us', 'Europe/Berlin', SUMMER, 'UTC+02:00'],
    ['fr', 'Europe/Berlin', WINTER, 'UTC+01:00'],
    ['ar', 'Europe/Berlin', WINTER, 'UTC+01:00'],
    ['he', 'Asia/Jerusalem', WINTER, 'UTC+02:00'],
    ['de', 'America/New_York', WINTER, 'UTC-05:00'],
    ['en-us', 'Asia/Kolkata', WINTER, 'UTC+05:30'],
  ])('is the offset where %s has no name of its own for %s (%s): %s', (language, zone, date, label) => {
    expect(timeZoneLabel(date, language, zone)).toBe(label);
  });

  it('writes UTC itself with its offset when asked for the offset', () => {
    expect(utcOffsetLabel(WINTER, 'UTC')).toBe('UTC+00:00');
  });

  it('falls back to the offset for a language tag the browser refuses', () => {
    expect(timeZoneLabel(WINTER, 'not a language', 'Europe/Berlin')).toBe('UTC+01:00');
  });
});

describe('the countdown to a start', () => {
  const start = new Date('2026-11-30T02:00:00Z');
  const before = (seconds: number) => new Date(start.getTime() - seconds * 1000);

  it.each([
    [59 * 60 + 59, '59:59'],
    [42 * 60 + 7, '42:07'],
    [61, '01:01'],
    [1, '00:01'],
    [0, '00:00'],
    [-30, '00:00'],
    [3600 + 5, '1:00:05'],
  ])('with %i s left reads %s', (seconds, label) => {
    expect(countdownLabel(before(seconds), start)).toBe(label);
  });
});
