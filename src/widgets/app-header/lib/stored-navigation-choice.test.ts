// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';

import { localStore } from '@/shared/lib/storage';

import { rememberLegacyNavigation, storedLegacyNavigation } from './stored-navigation-choice';

afterEach(() => localStore.remove('navigation'));

describe('the stored navigation choice (TrellisNavigation)', () => {
  it('tells the legacy tabs for the tenant whose settings chose them, and for no other', () => {
    rememberLegacyNavigation('t1', true);
    expect(localStorage.getItem('TrellisNavigation')).toBe('{"tenantGuid":"t1","legacy":true}');
    expect(storedLegacyNavigation('t1')).toBe(true);
    expect(storedLegacyNavigation('t2')).toBe(false);
    expect(storedLegacyNavigation(null)).toBe(false);
  });

  it('tells no tabs when the last answer chose the new navigation, or when nothing readable is stored', () => {
    rememberLegacyNavigation('t1', false);
    expect(storedLegacyNavigation('t1')).toBe(false);
    localStorage.setItem('TrellisNavigation', '{"tenantGuid":"t1","legacy":"yes"}');
    expect(storedLegacyNavigation('t1')).toBe(false);
  });
});
