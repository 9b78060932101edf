// @vitest-environment jsdom
import { pathOf, serveFetch } from '@test-support/fake-fetch';
import { storeSession } from '@test-support/stored-session';
import { afterEach, describe, expect, it } from 'vitest';

import { brandingQuery, loginPageResourcesQuery } from '@/entities/branding';
import { organizationTreeQuery } from '@/entities/organization';
import { grantedPermissionsQuery } from '@/entities/permission';
import { currentTenantQuery, userTenantsQuery } from '@/entities/tenant';
import { queryClient } from '@/shared/api';

const owner = { userGuid: 'u1', tenantGuid: 't1' };
const acme = { guid: 't1', name: 'Acme Corp', parentName: null, buyingType: 'STANDARD' };
const tree = [{ Id: 'org-acme', Name: 'Acme Corp', ParentId: null, Position: 0, Children: [] }];

/** The server answers /init with `parts` (and the permissions endpoint with `Login` alone); it returns the paths asked so far. */
function serve(parts: Record<string, unknown>) {
  const requests = serveFetch((request) => {
    const path = pathOf(request);
    if (path === '/api/global-state/v1/init') return Response.json({ languages: [], settings: [], ...parts });
    if (path === '/api/access/v1/permissions') return Response.json({ Login: true });
    return new Response(null, { status: 404 });
  });
  return () => requests.map(pathOf);
}

/** The session's permissions as every reader asks for them; the signed-in user is u1 in tenant t1. */
function loadPermissions() {
  storeSession();
  return queryClient.fetchQuery(grantedPermissionsQuery(owner.tenantGuid));
}

afterEach(() => {
  queryClient.clear();
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
    expect(await queryClient.fetchQuery(currentTenantQuery('t1'))).toEqual(acme);
    expect(await queryClient.fetchQuery(userTenantsQuery('t1'))).toEqual([acme]);
    expect((await queryClient.fetchQuery(brandingQuery('t1')))?.pageTitle).toBe('Acme Trust Center');
    expect(localStorage.getItem('TrellisZenBrands')).toContain('Acme Trust Center');
    expect(localStorage.getItem('TrellisTenant')).toContain('Acme Corp');
    expect(await queryClient.fetchQuery(loginPageResourcesQuery('t1'))).toEqual([
      { resourceName: 'Favicon', tabTitle: 'Acme' },
    ]);
    expect(await queryClient.fetchQuery(organizationTreeQuery('t1', 'full'))).toEqual(tree);
    expect(asked()).toEqual(['/api/global-state/v1/init']);
  });

  it('answer a screen that asks for the tenant before /init has come, with no request of its own', async () => {
    const asked = serve({ permissions: { TENANTS_LIST: true }, tenant: acme, tenants: [acme] });
    storeSession();
    const [tenant, tenants] = await Promise.all([
      queryClient.fetchQuery(currentTenantQuery('t1')),
      queryClient.fetchQuery(userTenantsQuery('t1')),
    ]);
    expect(tenant).toEqual(acme);
    expect(tenants).toEqual([acme]);
    expect(asked()).toEqual(['/api/global-state/v1/init']);
  });

  it('answer the branding and login-page resources asked for before /init has come, with no request of their own', async () => {
    const asked = serve({
      permissions: {},
      branding: { primaryColor: '#0B5FFF', pageTitle: 'Acme Trust Center', inherited: false },
      resources: [{ resourceName: 'Favicon', tabTitle: 'Acme' }, 7],
    });
    storeSession();
    const [branding, resources] = await Promise.all([
      queryClient.fetchQuery(brandingQuery('t1')),
      queryClient.fetchQuery(loginPageResourcesQuery('t1')),
    ]);
    expect(branding?.pageTitle).toBe('Acme Trust Center');
    expect(resources).toEqual([{ resourceName: 'Favicon', tabTitle: 'Acme' }]);
    expect(asked()).toEqual(['/api/global-state/v1/init']);
  });

  it("leave the branding and resources to their endpoints when /init's cannot be read", async () => {
    const asked = serve({ permissions: {}, branding: 'x', resources: {} });
    storeSession();
    await queryClient.fetchQuery(brandingQuery('t1'));
    await queryClient.fetchQuery(loginPageResourcesQuery('t1'));
    expect(asked()).toEqual([
      '/api/global-state/v1/init',
      '/api/atlas/v1/navigation/configuration',
      '/api/branding/v1/branding',
      '/api/branding/v1/resources/groups/login-page',
    ]);
  });

  it("leave the tenant to its endpoint when /init's cannot be read, and keep /init's list of null", async () => {
    const asked = serve({ permissions: {}, tenant: { name: 7 }, tenants: null });
    storeSession();
    expect(await queryClient.fetchQuery(userTenantsQuery('t1'))).toBeNull();
    expect(await queryClient.fetchQuery(currentTenantQuery('t1'))).toBeNull();
    expect(asked()).toEqual(['/api/global-state/v1/init', '/api/access/v1/tenants/current']);
  });

  it('keeps a tenant list of null (no TENANTS_LIST) as null', async () => {
    const asked = serve({ permissions: {}, tenant: acme, tenants: null, organizations: tree });
    await loadPermissions();
    expect(await queryClient.fetchQuery(userTenantsQuery('t1'))).toBeNull();
    expect(await queryClient.fetchQuery(organizationTreeQuery('t1', 'invited'))).toEqual(tree);
    expect(asked()).toEqual(['/api/global-state/v1/init']);
  });

  it('leave what /init could not give to its own endpoint', async () => {
    const asked = serve({ permissions: 'all', tenant: { name: 7 }, branding: 'x', resources: {}, organizations: 5 });
    expect(await loadPermissions()).toEqual(['Login']);
    await queryClient.fetchQuery(currentTenantQuery('t1'));
    await queryClient.fetchQuery(brandingQuery('t1'));
    await queryClient.fetchQuery(loginPageResourcesQuery('t1'));
    await queryClient.fetchQuery(organizationTreeQuery('t1', 'full'));
    expect(asked()).toEqual([
      '/api/global-state/v1/init',
      '/api/access/v1/permissions',
      '/api/access/v1/tenants/current',
      '/api/atlas/v1/navigation/configuration',
      '/api/branding/v1/branding',
      '/api/branding/v1/resources/groups/login-page',
      '/api/access/v1/organizations/root-tree',
      '/api/access/v1/users/current/organizations',
    ]);
  });
});
