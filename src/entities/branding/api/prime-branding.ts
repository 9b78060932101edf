import { queryClient } from '@/shared/api';

import { brandingFromGlobalState, resourcesFromGlobalState } from '../lib/branding-schema';
import { rememberBrand } from '../lib/stored-brand';
import { brandingQuery, loginPageResourcesQuery } from './branding-api';

/**
 * The tenant's branding and login-page resources as the global state answered them, kept (and the branding
 * remembered for the next first paint) as their own endpoints' answers would be; an unreadable part is not kept.
 */
export function primeBranding(tenantGuid: string, branding: unknown, resources: unknown): void {
  const parsed = brandingFromGlobalState(branding);
  if (parsed) {
    queryClient.setQueryData(brandingQuery(tenantGuid).queryKey, parsed);
    rememberBrand(tenantGuid, parsed);
  }
  const items = resourcesFromGlobalState(resources);
  if (items) queryClient.setQueryData(loginPageResourcesQuery(tenantGuid).queryKey, items);
}
