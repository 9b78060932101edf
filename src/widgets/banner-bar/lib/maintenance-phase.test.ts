import { describe, expect, it } from 'vitest';

import { maintenancePhase } from './maintenance-phase';

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
});
