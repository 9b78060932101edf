import { bannerAlertsQuery } from '@/entities/alert';
import { navigationConfigurationQuery } from '@/entities/navigation';
import { parseAccessClaims, type StoredAuth } from '@/entities/session';
import { userContextQuery } from '@/entities/user-context';
import { queryClient } from '@/shared/api';

import { appI18n } from '../i18n/app-i18n';

/**
 * The header's and the navigation's reads, asked for as the token comes, beside what the session itself reads: the
 * shell would ask for them only once it has painted, one round trip later. Same keys as the screens' queries.
 */
export function readShellData(auth: StoredAuth): void {
  const claims = parseAccessClaims(auth.access_token);
  if (!claims) return;
  const { tenantGuid, orgGroupGuid, role } = claims;
  void queryClient.prefetchQuery(navigationConfigurationQuery(tenantGuid));
  void queryClient.prefetchQuery(userContextQuery({ tenantGuid, orgGroupGuid, role }));
  // A profile in another language switches the page's language first: its banner is read in that language then.
  if (claims.languageId === appI18n.language) {
    void queryClient.prefetchQuery(bannerAlertsQuery(tenantGuid, appI18n.language));
  }
}
