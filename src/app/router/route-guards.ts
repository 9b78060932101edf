import { scopeBind } from 'effector';
import { type LoaderFunctionArgs, redirect } from 'react-router-dom';

import { $tenantGuid, checkAccessFx, rememberReturnUrl } from '@/entities/session';
import { appBasePath, ROUTES } from '@/shared/config';

import { appScope } from '../model/app-scope';
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

/** A path no route matches: the 404 page, or the whole browser for a path outside the app (section 2). */
export function leaveUnknownPath({ request }: LoaderFunctionArgs) {
  const destination = catchAllDestination(new URL(request.url).pathname, appBasePath());
  if (destination.inApp) throw redirect(destination.to);
  window.location.replace(destination.to);
  return null;
}
