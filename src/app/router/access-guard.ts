import { type LoaderFunctionArgs, redirect } from 'react-router-dom';

import { grantedPermissionsQuery } from '@/entities/permission';
import { $accessClaims, $auth } from '@/entities/session';
import { queryClient } from '@/shared/api';
import { type ModuleManifestEntry, ROUTES } from '@/shared/config';
import { accessAllows, type RouteAccess } from '@/shared/lib/access';

import { appScope } from '../model/app-scope';
import { tellAccessRefused } from './access-refusal';
import { requireSession } from './route-guards';

/**
 * A guarded route: decided before the page renders (no flicker). Refused, the user goes to the route's
 * `redirectTo`, else to the module host's home, and a toast says which page they may not open and whom to ask.
 */
export function requireAccess(route: RouteAccess, pageTitle?: ModuleManifestEntry['title']) {
  return async function accessGuard(args: LoaderFunctionArgs) {
    await requireSession(args);
    if (!route.rules.length) return null;
    const tenantGuid = appScope.getState($auth)?.tenantGuid ?? null;
    const permissions = await queryClient.ensureQueryData(grantedPermissionsQuery(tenantGuid));
    const role = appScope.getState($accessClaims)?.role ?? null;
    if (accessAllows(route, { permissions, role })) return null;
    tellAccessRefused(pageTitle);
    throw redirect(route.redirectTo ?? ROUTES.moduleHost);
  };
}
