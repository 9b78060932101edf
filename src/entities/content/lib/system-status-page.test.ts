import { describe, expect, it } from 'vitest';

import { systemStatusPageOf } from './system-status-page';

const licensed = { LicenseContent: 'Trellis Enterprise, licensed to Acme Corp' };

describe('systemStatusPageOf', () => {
  it('answers the status-page setting, not the licence content, when licence content exists', () => {
    expect(systemStatusPageOf({ ...licensed, SystemStatusUrl: 'https://status.trellis.test' })).toBe(
      'https://status.trellis.test',
    );
  });

  it.each([
    ['no licence content', { SystemStatusUrl: 'https://status.trellis.test' }],
    ['blank licence content', { LicenseContent: '  ', SystemStatusUrl: 'https://status.trellis.test' }],
    ['no status page', licensed],
    ['an unsafe status page', { ...licensed, SystemStatusUrl: 'javascript:alert(1)' }],
    ['no settings at all', undefined],
  ])('answers null with %s', (_case, settings) => {
    expect(systemStatusPageOf(settings)).toBeNull();
  });

  it('never links to the licence content itself, even when it looks like an address', () => {
    expect(systemStatusPageOf({ LicenseContent: 'https://licence.trellis.test' })).toBeNull();
  });
});
