import { describe, expect, it } from 'vitest';

import { visitsWithin } from './visits-within';

const at = (iso: string) => ({ url: iso, timestamp: new Date(iso).getTime() });
const visits = [at('2026-11-01T08:00:00'), at('2026-11-10T23:59:00'), at('2026-11-11T00:00:00')];

describe('visitsWithin', () => {
  it('keeps the visits of the range, both whole days included', () => {
    const range = { start: new Date(2026, 10, 1, 12), end: new Date(2026, 10, 10) };
    expect(visitsWithin(visits, range).map((visit) => visit.url)).toEqual([
      '2026-11-01T08:00:00',
      '2026-11-10T23:59:00',
    ]);
  });

  it('keeps every visit while the range misses a date or is reversed', () => {
    expect(visitsWithin(visits, { start: new Date(2026, 10, 5), end: null })).toHaveLength(3);
    expect(visitsWithin(visits, { start: new Date(2026, 10, 5), end: new Date(2026, 10, 1) })).toHaveLength(3);
  });
});
