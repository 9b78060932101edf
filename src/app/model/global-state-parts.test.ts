// @vitest-environment jsdom
import './global-state-parts';

import { fakeJwt, nowInSeconds } from '@test-support/fake-jwt';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { brandingQuery, loginPageResourcesQuery } from '@/entities/branding';
import { organizationTreeQuery } from '@/entities/organization';
import { grantedPermissionsQuery } from '@/entities/permission';
import { currentTenantQuery, userTenantsQuery } from '@/entities/tenant';
import { queryClient } from '@/shared/api';

const owner = { userGuid: 'u1', tenantGuid: 't1' };
const acme = { guid: 't1', name: 'Acme Corp', parentName: null, buyingType: 'STANDARD' };
const tree = [{ Id: 'org-acme', Name: 'Acme Corp', ParentId: null, Position: 0, Children: [] }];

/** The server answers /init with `parts` (and the permissions endpoint with `Login` alone); paths asked are kept. */
function serve(parts: Record<string, unknown>) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(new Request(input, init).url).pathname;
      asked.push(path);
      if (path === '/api/global-state/v1/init') return Response.json({ languages: [], settings: [], ...parts });
      if (path === '/api/access/v1/permissions') return Response.json({ Login: true });
      return new Response(null, { status: 404 });
    }),
  );
  return asked;
}

/** The session's permissions as every reader asks for them; the signed-in user is u1 in tenant t1. */
function loadPermissions() {
  const access_token = fakeJwt({
    guid: 'u1',
    tenantGuid: 't1',
    email: 'a@acme.test',
    orgGroupGuid: 'g1',
    exp: nowInSeconds() + 900,
  });
  localStorage.setItem(
    'TrellisZenAuth',
    JSON.stringify({ tenantGuid: 't1', orgGroupGuid: 'g1', access_token, refresh_token: 'r' }),
  );
  return queryClient.fetchQuery(grantedPermissionsQuery(owner.tenantGuid));
}

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  localStorage.clear();
});

describe("the global state's parts", () => {
  it('are handed to their slices, so that none of them is asked for again', async () => {
    const asked = serve({
      permissions: { Login: true, TENANTS_LIST: true, Pendo: false },
      tenant: acme,
      tenants: [acme, { guid: 7 }],
      branding: { primaryColor: '#0B5FFF', pageTitle: 'Acme Trust Center', inherited: false },
      resources: [{ resourceName: 'Favicon', tabTitle: 'Acme' }],
      organizations: tree,
    });
    expect(await loadPermissions()).toEqual(['Login', 'TENANTS_LIST']);
    expect(asked).toEqual(['/api/global-state/v1/init']);
    expect(queryClient.getQueryData(currentTenantQuery('t1').queryKey)).toEqual(acme);
    expect(queryClient.getQueryData(userTenantsQuery('t1').queryKey)).toEqual([acme]);
    expect(queryClient.getQueryData(brandingQuery('t1').queryKey)?.pageTitle).toBe('Acme Trust Center');
    expect(localStorage.getItem('TrellisZenBrands')).toContain('Acme Trust Center');
    expect(localStorage.getItem('TrellisTenant')).toContain('Acme Corp');
    expect(queryClient.getQueryData(loginPageResourcesQuery('t1').queryKey)).toEqual([
      { resourceName: 'Favicon', tabTitle: 'Acme' },
    ]);
    expect(queryClient.getQueryData(organizationTreeQuery('t1', 'full').queryKey)).toEqual(tree);
  });

  it('keeps a tenant list of null (no TENANTS_LIST) as null', async () => {
    serve({ permissions: {}, tenant: acme, tenants: null, organizations: tree });
    await loadPermissions();
    expect(queryClient.getQueryData(userTenantsQuery('t1').queryKey)).toBeNull();
    expect(queryClient.getQueryData(organizationTreeQuery('t1', 'invited').queryKey)).toEqual(tree);
  });

  it('leave what /init could not give to its own endpoint', async () => {
    const asked = serve({ permissions: 'all', tenant: { name: 7 }, branding: 'x', resources: {}, organizations: 5 });
    expect(await loadPermissions()).toEqual(['Login']);
    expect(asked).toEqual(['/api/global-state/v1/init', '/api/access/v1/permissions']);
    for (const key of [
      currentTenantQuery('t1').queryKey,
      userTenantsQuery('t1').queryKey,
      brandingQuery('t1').queryKey,
      loginPageResourcesQuery('t1').queryKey,
      organizationTreeQuery('t1', 'full').queryKey,
    ]) {
      expect(queryClient.getQueryData(key)).toBeUndefined();
    }
  });
});
