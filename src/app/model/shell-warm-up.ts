import { createEffect, sample } from 'effector';

import { bannerAlertsQuery } from '@/entities/alert';
import { navigationConfigurationQuery } from '@/entities/navigation';
import { parseAccessClaims, signedIn, signInSent, type StoredAuth } from '@/entities/session';
import { userContextQuery } from '@/entities/user-context';
import { queryClient } from '@/shared/api';

import { appI18n } from '../i18n/app-i18n';
import { preloadSignedInShell } from '../router/page-loaders';
import { loadSignedInFeatures } from './session-lifecycle';

// A task later: the token request goes out first, and the code (the shell's and the signed-in features' models) comes
// beside it rather than ahead of it.
const preloadShellFx = createEffect(() => {
  setTimeout(() => {
    preloadSignedInShell();
    void loadSignedInFeatures();
  }, 0);
});

/**
 * The header's and the navigation's reads, asked for as the token comes, beside what the session itself reads: the
 * shell would ask for them only once it has painted, one round trip later. Same keys as the screens' queries.
 */
const readShellDataFx = createEffect((auth: StoredAuth) => {
  const claims = parseAccessClaims(auth.access_token);
  if (!claims) return;
  const { tenantGuid, orgGroupGuid, role } = claims;
  void queryClient.prefetchQuery(navigationConfigurationQuery(tenantGuid));
  void queryClient.prefetchQuery(userContextQuery({ tenantGuid, orgGroupGuid, role }));
  // A profile in another language switches the page's language first: its banner is read in that language then.
  if (claims.languageId === appI18n.language) {
    void queryClient.prefetchQuery(bannerAlertsQuery(tenantGuid, appI18n.language));
  }
});

// A sign-in that is sending for its tokens will show the shell next: its code comes alongside the token request.
sample({ clock: signInSent, target: preloadShellFx });
sample({ clock: signedIn, target: readShellDataFx });
