import { scopeBind } from 'effector';
import { type LoaderFunctionArgs, redirect } from 'react-router-dom';

import { grantedPermissionsQuery } from '@/entities/permission';
import { $accessClaims, $auth, $tenantGuid, checkAccessFx, rememberReturnUrl } from '@/entities/session';
import { queryClient } from '@/shared/api';
import { appBasePath, type ModuleManifestEntry, ROUTES } from '@/shared/config';
import { accessAllows, type RouteAccess } from '@/shared/lib/access';

import { appScope } from '../model/app-scope';
import { tellAccessRefused } from './access-refusal';
import { catchAllDestination } from './catch-all';
import { prefetchNotFoundPageData, prefetchSignInPageData } from './page-data';

async function accessDecision() {
  // scopeBind, not allSettled: allSettled would also wait for the effect that started this navigation.
  return scopeBind(checkAccessFx, { scope: appScope })().catch(() => 'signed-out' as const);
}

const locationOf = (request: Request) => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}${url.hash}`;
};

/** Every signed-in route: no page renders before the session is known to be good. */
export async function requireSession({ request }: LoaderFunctionArgs) {
  const decision = await accessDecision();
  if (decision === 'signed-out') {
    rememberReturnUrl(locationOf(request));
    throw redirect(ROUTES.signIn);
  }
  if (decision === 'accept-eula') throw redirect(ROUTES.eula);
  return null;
}

/** /auth (a bookmark, a second tab): a signed-in user goes into the app instead of seeing the sign-in form. */
export async function skipSignInWhenSignedIn() {
  const decision = await accessDecision();
  if (decision === 'allowed') throw redirect(ROUTES.landing);
  if (decision === 'accept-eula') throw redirect(ROUTES.eula);
  prefetchSignInPageData();
  return null;
}

/** /404: no guard; what the page paints with is asked for beside its code. */
export function loadNotFoundPage() {
  prefetchNotFoundPageData(appScope.getState($tenantGuid));
  return null;
}

/** /eula: only for a session that must accept it. */
export async function requireEulaAcceptance() {
  const decision = await accessDecision();
  if (decision === 'signed-out') throw redirect(ROUTES.signIn);
  if (decision === 'allowed') throw redirect(ROUTES.landing);
  return null;
}

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

/** A path no route matches: the 404 page, or the whole browser for a path outside the app (section 2). */
export function leaveUnknownPath({ request }: LoaderFunctionArgs) {
  const destination = catchAllDestination(new URL(request.url).pathname, appBasePath());
  if (destination.inApp) throw redirect(destination.to);
  window.location.replace(destination.to);
  return null;
}
