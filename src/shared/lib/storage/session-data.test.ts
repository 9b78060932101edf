// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';

import { LOCAL_KEYS, storageNameOf } from './keys';
import { clearSessionData, KEPT_AT_LOGOUT } from './session-data';

/** Section 3's filter and page caches, as the hosted modules name them under the product prefix. */
const MODULE_CACHES = [
  'TrellisRiskRegisterList',
  'TrellisInitiativeListCurrentPage',
  'TrellisEvidenceTasksGridColumns',
];

beforeEach(() => {
  Object.values(LOCAL_KEYS).forEach((key) => localStorage.setItem(storageNameOf(key), '"something"'));
  MODULE_CACHES.forEach((name) => localStorage.setItem(name, '{"page":3}'));
  localStorage.setItem('another-app-on-this-origin', 'kept');
  sessionStorage.setItem('TrellisStartup', '"root"');
  sessionStorage.setItem('TrellisComplianceCalendarModal', '{"open":true}');
});

const storedNames = (storage: Storage) => Object.keys(storage).sort();

describe('clearing the session data at logout', () => {
  it('leaves only what is kept across sign-ins, and what is not the product’s', () => {
    clearSessionData();
    expect(storedNames(localStorage)).toEqual(
      [
        'TrellisAppTheme',
        'TrellisDismissedAlerts',
        'TrellisLanguageSelected',
        'TrellisLastLoginEmail',
        'TrellisPageHistory',
        'TrellisTimedOut',
        'TrellisUpdatedLanguageCode',
        'TrellisZenBrands',
        'another-app-on-this-origin',
      ].sort(),
    );
    expect(storedNames(sessionStorage)).toEqual([]);
  });

  it('removes the tokens, the global state, the tenant, content and omni caches', () => {
    clearSessionData();
    for (const key of ['ZenAuth', 'GlobalState', 'Tenant', 'Content', 'Omni', 'Session']) {
      expect(localStorage.getItem(storageNameOf(key))).toBeNull();
    }
    MODULE_CACHES.forEach((name) => expect(localStorage.getItem(name)).toBeNull());
  });

  it('keeps the last login e-mail for the sign-in form, whatever ended the session', () => {
    clearSessionData();
    expect(localStorage.getItem('TrellisLastLoginEmail')).toBe('"something"');
    expect(localStorage.getItem('TrellisGlobalState')).toBeNull();
  });

  it('keeps nothing it does not name', () => {
    expect([...KEPT_AT_LOGOUT].sort()).toEqual(
      [
        'brands',
        'dismissedAlerts',
        'languageSelected',
        'lastLoginEmail',
        'pageHistory',
        'theme',
        'timedOut',
        'updatedLanguageCode',
      ].sort(),
    );
  });
});
