// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { rememberTenant, storedTenantOf } from './stored-tenant';

const acme = { guid: 't1', name: 'Acme Corp', parentName: null, buyingType: 'STANDARD' };

describe('the stored tenant', () => {
  it('is the first paint of the same tenant only', () => {
    rememberTenant('t1', acme);
    expect(JSON.parse(localStorage.getItem('TrellisTenant') ?? 'null')).toEqual({ tenantGuid: 't1', tenant: acme });
    expect(storedTenantOf('t1')).toEqual(acme);
    expect(storedTenantOf('t2')).toBeUndefined();
  });

  it('is read like the server answer: an unreadable one is nothing', () => {
    localStorage.setItem('TrellisTenant', JSON.stringify({ tenantGuid: 't1', tenant: { guid: 5 } }));
    expect(storedTenantOf('t1')).toBeUndefined();
  });
});
