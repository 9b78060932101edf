import { contentSettingsQuery, platformVersionQuery } from '@/entities/content';
import { globalStateQuery } from '@/entities/global-state';
import { navigationConfigurationQuery } from '@/entities/navigation';
import { userOrganizationsQuery } from '@/entities/organization';
import { grantedPermissionsQuery } from '@/entities/permission';
import { type AccessClaims, ownerOf } from '@/entities/session';
import { fetchToolSettings } from '@/entities/tool-setting';
import { apiClient, queryClient } from '@/shared/api';

import { type AnalyticsIdentity, analyticsIdentity, analyticsProductKey } from '../lib/analytics-plan';

export interface AnalyticsStart {
  productKey: string;
  identity: AnalyticsIdentity;
}

/**
 * Whether analytics runs for the signed-in user, and as whom. Tool settings are read fresh: the user may just
 * have opted in or out. The identity's sources are read only when analytics runs.
 */
export async function readAnalyticsStart(claims: AccessClaims): Promise<AnalyticsStart | null> {
  const [permissions, contentSettings, toolSettings] = await Promise.all([
    queryClient.fetchQuery(grantedPermissionsQuery(claims.tenantGuid)),
    queryClient.fetchQuery(contentSettingsQuery(claims.tenantGuid)),
    fetchToolSettings(apiClient),
  ]);
  const productKey = analyticsProductKey({ permissions, contentSettings, toolSettings });
  if (!productKey) return null;
  const [globalState, userOrganizations, navigation, version] = await Promise.all([
    queryClient.fetchQuery(globalStateQuery(ownerOf(claims))),
    queryClient.fetchQuery(userOrganizationsQuery(claims.tenantGuid)),
    queryClient.fetchQuery(navigationConfigurationQuery(claims.tenantGuid)),
    queryClient.fetchQuery(platformVersionQuery()),
  ]);
  const identity = analyticsIdentity({
    claims,
    permissions,
    toolSettings,
    user: globalState?.user ?? null,
    userOrganizations,
    showLegacyNavigation: navigation.showLegacyNavigation,
    version,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  });
  return { productKey, identity };
}
