import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { mswServer } from '@test-support/msw-server';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { bannerAlertsQuery } from '@/entities/alert';
import { brandingQuery, loginPageResourcesQuery } from '@/entities/branding';
import { contentSettingsQuery, platformVersionQuery } from '@/entities/content';
import { anonymousGlobalStateQuery, globalStateQuery, languagesQuery } from '@/entities/global-state';
import { navigationConfigurationQuery } from '@/entities/navigation';
import { organizationTreeQuery, userOrganizationsQuery } from '@/entities/organization';
import { grantedPermissionsQuery } from '@/entities/permission';
import { currentTenantQuery, userTenantsQuery } from '@/entities/tenant';

const english = { Code: 'en-us', Name: 'English', NativeName: 'English', Direction: 'auto' };
const acme = { guid: 't1', name: 'Acme Corp', parentName: null, buyingType: 'STANDARD' };
const tree = [{ Id: 'org-acme', Name: 'Acme Corp', ParentId: null, Position: 0, Children: [] }];

interface Case {
  name: string;
  query: { queryKey: QueryKey; queryFn?: unknown };
  path: string;
  answer: unknown;
  expected: unknown;
}

/** Every query a screen hands to `useQuery`, with an answer its schema reads and what the screen then gets. */
const CASES: Case[] = [
  {
    name: 'global state',
    query: globalStateQuery({ userGuid: 'u1', tenantGuid: 't1' }),
    path: '/api/global-state/v1/init',
    answer: { languages: [english], settings: [{ key: 'timeFormat', value: '24Hour' }] },
    expected: { languages: [english], settings: [{ key: 'timeFormat', value: '24Hour' }] },
  },
  {
    name: 'anonymous global state',
    query: anonymousGlobalStateQuery(true),
    path: '/api/global-state/v1/no-auth-init',
    answer: { languages: [english] },
    expected: { languages: [english] },
  },
  {
    name: 'languages',
    query: languagesQuery(true),
    path: '/api/globalization/v1/languages',
    answer: [english],
    expected: [english],
  },
  {
    name: 'permissions',
    query: grantedPermissionsQuery('t1'),
    path: '/api/access/v1/permissions',
    answer: { Login: true, Pendo: false },
    expected: ['Login'],
  },
  {
    name: 'current tenant',
    query: currentTenantQuery('t1'),
    path: '/api/access/v1/tenants/current',
    answer: acme,
    expected: acme,
  },
  {
    name: 'tenant list',
    query: userTenantsQuery('t1'),
    path: '/api/access/v1/users/current/tenants',
    answer: [acme],
    expected: [acme],
  },
  {
    name: 'branding',
    query: brandingQuery('t1'),
    path: '/api/branding/v1/branding',
    answer: { primaryColor: '#0B5FFF', pageTitle: 'Acme', inherited: false },
    expected: { primaryColor: '#0B5FFF', pageTitle: 'Acme' },
  },
  {
    name: 'login-page resources',
    query: loginPageResourcesQuery('t1'),
    path: '/api/branding/v1/resources/groups/login-page',
    answer: [{ resourceName: 'Favicon', tabTitle: 'Acme' }],
    expected: [{ resourceName: 'Favicon', tabTitle: 'Acme' }],
  },
  {
    name: 'content settings',
    query: contentSettingsQuery('t1'),
    path: '/api/content/v1/attributes/auth',
    answer: { attributes: [{ Key: 'BuyNow', Value: 'false' }] },
    expected: { BuyNow: 'false' },
  },
  {
    name: 'navigation configuration',
    query: navigationConfigurationQuery('t1'),
    path: '/api/atlas/v1/navigation/configuration',
    answer: { showLegacyNavigation: true, newNavigationTenantPreference: false, newNavigationPreviewEnabled: false },
    expected: { showLegacyNavigation: true },
  },
  {
    name: 'banner alerts',
    query: bannerAlertsQuery('t1', 'en-us'),
    path: '/api/alert/v1/alerts/banner/immediate',
    answer: [{ alertScheduleId: 'a1', alertType: 'Warning', bannerMessage: { message: 'Soon' }, dismissible: true }],
    expected: [{ alertScheduleId: 'a1', alertType: 'Warning', bannerMessage: { message: 'Soon' } }],
  },
  {
    name: 'organisation tree',
    query: organizationTreeQuery('t1', 'full'),
    path: '/api/access/v1/organizations/root-tree',
    answer: tree,
    expected: tree,
  },
  {
    name: "the user's organisations",
    query: userOrganizationsQuery('t1'),
    path: '/api/access/v1/users/current/organizations',
    answer: tree,
    expected: tree,
  },
];

describe('the queries the screens use, run as useQuery runs them (React Query calls queryFn with its context)', () => {
  it.each(CASES)('$name reads its answer', async ({ query, path, answer, expected }) => {
    mswServer.use(http.get(`*${path}`, () => HttpResponse.json(answer as never)));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const data = await queryClient.fetchQuery(query as Parameters<QueryClient['fetchQuery']>[0]);
    expect(data).toMatchObject(expected as object);
  });

  it('platform version reads the part before |', async () => {
    mswServer.use(http.get('*/api/content/v1/info/version', () => HttpResponse.text('4.12.0|20261120.3')));
    const queryClient = new QueryClient();
    expect(await queryClient.fetchQuery(platformVersionQuery())).toBe('4.12.0');
  });
});
