// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { globalStateSchema } from './global-state-schema';
import { readStoredGlobalState, rememberGlobalState } from './stored-global-state';

const admin = { userGuid: 'admin', tenantGuid: 'acme' };
const state = globalStateSchema.parse({ permissions: { TENANTS_LIST: true } });

afterEach(() => localStorage.clear());

describe('the stored global state', () => {
  it('is the first paint for the same user in the same tenant only', () => {
    rememberGlobalState(admin, state);
    expect(localStorage.getItem('TrellisGlobalState')).toContain('admin:acme');
    expect(readStoredGlobalState(admin)?.permissions).toEqual(['TENANTS_LIST']);
    expect(readStoredGlobalState({ ...admin, tenantGuid: 'globex' })).toBeNull();
    expect(readStoredGlobalState({ ...admin, userGuid: 'analyst' })).toBeNull();
  });

  it('is ignored when unreadable', () => {
    localStorage.setItem('TrellisGlobalState', '{"owner":"admin:acme","state":');
    expect(readStoredGlobalState(admin)).toBeNull();
  });
});
