// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { globalStateSchema } from './global-state-schema';
import { readStoredGlobalState, rememberGlobalState } from './stored-global-state';

const admin = { userGuid: 'admin', tenantGuid: 'acme' };
const state = globalStateSchema.parse({ permissions: { TENANTS_LIST: true } });

describe('the stored global state', () => {
  it('is the first paint for the same user in the same tenant only', () => {
    rememberGlobalState(admin, state);
    expect(localStorage.getItem('TrellisGlobalState')).toContain('admin:acme');
    expect(readStoredGlobalState(admin)?.permissions).toEqual({ TENANTS_LIST: true });
    expect(readStoredGlobalState({ ...admin, tenantGuid: 'globex' })).toBeNull();
    expect(readStoredGlobalState({ ...admin, userGuid: 'analyst' })).toBeNull();
  });

  it('is ignored when unreadable', () => {
    localStorage.setItem('TrellisGlobalState', '{"owner":"admin:acme","state":');
    expect(readStoredGlobalState(admin)).toBeNull();
  });
});

describe('the stored global state, corrupted', () => {
  it.each([
    ['a list', '[1,2]'],
    ['a number', '42'],
    ['null', 'null'],
    ['an owner of the wrong type', '{"owner":7,"state":{}}'],
    ['a state that is no object', '{"owner":"admin:acme","state":"x"}'],
  ])('reads %s as nothing', (_case, raw) => {
    localStorage.setItem('TrellisGlobalState', raw);
    expect(readStoredGlobalState(admin)).toBeNull();
  });

  it('keeps the readable parts of a state whose parts have the wrong types', () => {
    localStorage.setItem(
      'TrellisGlobalState',
      JSON.stringify({
        owner: 'admin:acme',
        state: { languages: 'en', permissions: 5, tenant: [], user: 'x', settings: [{ key: 'timeFormat', value: 9 }] },
      }),
    );
    // The parts other slices own stay as stored; their owners' schemas read them when they are handed over.
    expect(readStoredGlobalState(admin)).toEqual({
      languages: [],
      permissions: 5,
      tenant: [],
      user: null,
      settings: [],
    });
  });
});
