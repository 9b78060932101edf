import { describe, expect, it } from 'vitest';

import { isShownInBanner, maintenancePhase, nextBannerChangeAt } from './maintenance-phase';

const start = Date.parse('2026-11-30T02:00:00Z');
const end = Date.parse('2026-11-30T04:00:00Z');
const at = (iso: string) => maintenancePhase({ start, end }, Date.parse(iso));

describe('a maintenance window seen from the banner', () => {
  it('is later an hour or more before, soon less than an hour before, under way from its start, over at its end', () => {
    expect(at('2026-11-30T00:59:59Z')).toBe('later');
    expect(at('2026-11-30T01:00:00Z')).toBe('later');
    expect(at('2026-11-30T01:00:01Z')).toBe('soon');
    expect(at('2026-11-30T01:59:59Z')).toBe('soon');
    expect(at('2026-11-30T02:00:00Z')).toBe('under-way');
    expect(at('2026-11-30T03:59:59Z')).toBe('under-way');
    expect(at('2026-11-30T04:00:00Z')).toBe('over');
  });

  it('is in the banner from less than an hour before until its end, which is when the banner next changes', () => {
    const shown = (iso: string) => isShownInBanner(at(iso));
    const nextChange = (iso: string) => nextBannerChangeAt({ start, end }, Date.parse(iso));
    expect(shown('2026-11-30T01:00:00Z')).toBe(false);
    expect(nextChange('2026-11-29T02:00:00Z')).toBe(Date.parse('2026-11-30T01:00:00.001Z'));
    expect(nextChange('2026-11-30T01:00:00Z')).toBe(Date.parse('2026-11-30T01:00:00.001Z'));
    expect(isShownInBanner(maintenancePhase({ start, end }, Date.parse('2026-11-30T01:00:00.001Z')))).toBe(true);
    expect(shown('2026-11-30T02:30:00Z')).toBe(true);
    expect(nextChange('2026-11-30T01:30:00Z')).toBe(end);
    expect(nextChange('2026-11-30T02:30:00Z')).toBe(end);
    expect(shown('2026-11-30T04:00:00Z')).toBe(false);
    expect(nextChange('2026-11-30T04:00:00Z')).toBeNull();
  });
});
