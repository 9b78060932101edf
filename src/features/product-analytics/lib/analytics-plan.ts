import type { OrganizationNode } from '@/entities/organization';
import { isToolEnabled, type ToolSetting } from '@/entities/tool-setting';
import { PERMISSIONS } from '@/shared/config';
import { ruleAllows, SITE_ADMIN_ROLE } from '@/shared/lib/access';

import { ANALYTICS_KEY_SETTING } from '../config/analytics-config';
import type { AnalyticsAccount, AnalyticsGlobalContext, AnalyticsUser } from './gainsight-tag';

/** What decides whether analytics runs (section 4). */
export interface AnalyticsGate {
  permissions: readonly string[];
  contentSettings: Readonly<Record<string, string>>;
  toolSettings: readonly ToolSetting[];
}

/** The product key when analytics may run for this user: a non-blank key, ProductAnalytics, ProductImprovements. */
export function analyticsProductKey({ permissions, contentSettings, toolSettings }: AnalyticsGate): string | null {
  const key = contentSettings[ANALYTICS_KEY_SETTING]?.trim();
  if (!key) return null;
  if (!permissions.includes(PERMISSIONS.productAnalytics)) return null;
  return isToolEnabled([...toolSettings], 'ProductImprovements') ? key : null;
}

export interface IdentitySources {
  claims: { guid: string; tenantGuid: string; email: string; role: string };
  permissions: readonly string[];
  toolSettings: readonly ToolSetting[];
  user: { FirstName: string; LastName: string; Email: string } | null;
  userOrganizations: readonly OrganizationNode[];
  showLegacyNavigation: boolean;
  version: string;
  timeZone: string;
}

export interface AnalyticsIdentity {
  user: AnalyticsUser;
  account: AnalyticsAccount;
  globalContext: AnalyticsGlobalContext;
}

/** Section 3's identity: the user, their account (the tenant) and the context every event carries. */
export function analyticsIdentity(sources: IdentitySources): AnalyticsIdentity {
  const { claims, permissions, user } = sources;
  const toolSettings = [...sources.toolSettings];
  const isSiteAdmin = ruleAllows({ only: [SITE_ADMIN_ROLE] }, { permissions, role: claims.role });
  return {
    user: {
      id: claims.guid,
      firstName: user?.FirstName ?? '',
      lastName: user?.LastName ?? '',
      email: user?.Email || claims.email,
      role: isSiteAdmin ? SITE_ADMIN_ROLE : claims.role,
      surveys_custom: isToolEnabled(toolSettings, 'UserFeedback'),
      guidedTours_custom: isToolEnabled(toolSettings, 'UserGuidance'),
      onboardingBot_custom: isToolEnabled(toolSettings, 'UserGuidance'),
      timeZone: sources.timeZone,
      rootOrg: sources.userOrganizations.some((organization) => organization.ParentId === null),
      NewNavigationEnabled: !sources.showLegacyNavigation,
    },
    account: { id: claims.tenantGuid },
    globalContext: { version: sources.version, tenantGuid: claims.tenantGuid },
  };
}
