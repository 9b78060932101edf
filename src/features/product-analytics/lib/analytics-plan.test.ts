import { describe, expect, it } from 'vitest';

import type { ToolSetting } from '@/entities/tool-setting';

import { analyticsIdentity, analyticsProductKey, type IdentitySources } from './analytics-plan';

const optedIn: ToolSetting[] = [
  { toolName: 'UserFeedback', enabled: true },
  { toolName: 'UserGuidance', enabled: false },
  { toolName: 'ProductImprovements', enabled: true },
];
const gate = {
  permissions: ['ProductAnalytics'],
  contentSettings: { CustomerSuccessAnalyticsKey: ' AP-TRELLIS-ACME-1 ' },
  toolSettings: optedIn,
};

describe('analyticsProductKey', () => {
  it('is the trimmed key when the key, ProductAnalytics and ProductImprovements are all there', () => {
    expect(analyticsProductKey(gate)).toBe('AP-TRELLIS-ACME-1');
  });

  it.each([
    ['a blank key', { ...gate, contentSettings: { CustomerSuccessAnalyticsKey: '   ' } }],
    ['no key', { ...gate, contentSettings: {} }],
    ['no ProductAnalytics', { ...gate, permissions: ['Pendo'] }],
    ['ProductImprovements off', { ...gate, toolSettings: [{ toolName: 'ProductImprovements', enabled: false }] }],
    ['no tool settings', { ...gate, toolSettings: [] }],
  ] as const)('is null with %s', (_case, input) => {
    expect(analyticsProductKey(input)).toBeNull();
  });
});

const sources: IdentitySources = {
  claims: { guid: 'u1', tenantGuid: 't1', email: 'claim@acme.test', role: 'Analyst' },
  permissions: ['ProductAnalytics'],
  toolSettings: optedIn,
  user: { FirstName: 'Ada', LastName: 'Admin', Email: 'ada@acme.test' },
  userOrganizations: [{ Id: 'o1', Name: 'Acme', ParentId: null, Position: 0, Children: [] }],
  showLegacyNavigation: true,
  version: '4.12.0',
  timeZone: 'Asia/Tokyo',
};

describe('analyticsIdentity', () => {
  it('describes the user, the account and the global context of section 3', () => {
    expect(analyticsIdentity(sources)).toEqual({
      user: {
        id: 'u1',
        firstName: 'Ada',
        lastName: 'Admin',
        email: 'ada@acme.test',
        role: 'Analyst',
        surveys_custom: true,
        guidedTours_custom: false,
        onboardingBot_custom: false,
        timeZone: 'Asia/Tokyo',
        rootOrg: true,
        NewNavigationEnabled: false,
      },
      account: { id: 't1' },
      globalContext: { version: '4.12.0', tenantGuid: 't1' },
    });
  });

  it('sends Site Admin when the session role is Site Admin', () => {
    const identity = analyticsIdentity({ ...sources, claims: { ...sources.claims, role: 'Site Admin' } });
    expect(identity.user.role).toBe('Site Admin');
  });

  it('is not a root organisation when the user belongs below the root, and has the new navigation', () => {
    const identity = analyticsIdentity({
      ...sources,
      userOrganizations: [{ Id: 'o2', Name: 'EMEA', ParentId: 'o1', Position: 0, Children: [] }],
      showLegacyNavigation: false,
    });
    expect(identity.user).toMatchObject({ rootOrg: false, NewNavigationEnabled: true });
  });

  it('falls back to the token e-mail and empty names without a user in global state', () => {
    expect(analyticsIdentity({ ...sources, user: null }).user).toMatchObject({
      firstName: '',
      lastName: '',
      email: 'claim@acme.test',
    });
  });
});
