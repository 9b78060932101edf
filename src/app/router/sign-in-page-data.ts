import { loginPageResourcesQuery } from '@/entities/branding';
import { platformVersionQuery } from '@/entities/content';
import { anonymousGlobalStateQuery } from '@/entities/global-state';
import { queryClient } from '@/shared/api';

/**
 * What the sign-in page reads as it paints (its logo, the languages, the platform's version), asked for as its route
 * loads, beside its code: the page then paints once with all of it, not once per answer after its code has come.
 */
export function prefetchSignInPageData(): void {
  void queryClient.prefetchQuery(loginPageResourcesQuery(null));
  void queryClient.prefetchQuery(anonymousGlobalStateQuery(true));
  void queryClient.prefetchQuery(platformVersionQuery());
}
