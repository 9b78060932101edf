import { loginPageResourcesQuery } from '@/entities/branding';
import { contentSettingsQuery, platformVersionQuery } from '@/entities/content';
import { anonymousGlobalStateQuery } from '@/entities/global-state';
import { queryClient } from '@/shared/api';
import { runtimeConfigQuery } from '@/shared/config';

// What a page reads as it paints, asked for as its route loads, beside its code: the page then paints once with all of
// it, not once more per answer that comes after its code (each such render blocks a phone's main thread).

/**
 * The sign-in page's logo, languages, OIDC button, footer links and the platform's version: public reads only, before
 * a session exists.
 */
export function prefetchSignInPageData(): void {
  void queryClient.prefetchQuery(runtimeConfigQuery());
  void queryClient.prefetchQuery(loginPageResourcesQuery(null));
  void queryClient.prefetchQuery(anonymousGlobalStateQuery(true));
  void queryClient.prefetchQuery(platformVersionQuery());
}

/** The 404 page's content settings (its logo), footer links and the platform's version, signed in or not. */
export function prefetchNotFoundPageData(tenantGuid: string | null): void {
  void queryClient.prefetchQuery(runtimeConfigQuery());
  void queryClient.prefetchQuery(contentSettingsQuery(tenantGuid));
  void queryClient.prefetchQuery(platformVersionQuery());
}
