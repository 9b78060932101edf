import { scopeBind } from 'effector';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { grantedPermissionsQuery } from '@/entities/permission';
import { $auth, checkAccessFx, rememberReturnUrl } from '@/entities/session';
import { queryClient } from '@/shared/api';
import { appEnv } from '@/shared/config';
import { catchAllDestination } from './catch-all';
import { appScope } from '../model/app-scope';

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
    throw redirect('/auth');
  }
  if (decision === 'accept-eula') throw redirect('/eula');
  return null;
}

/** /eula: only for a session that must accept it. */
export async function requireEulaAcceptance() {
  const decision = await accessDecision();
  if (decision === 'signed-out') throw redirect('/auth');
  if (decision === 'allowed') throw redirect('/landing');
  return null;
}

/** A module route: the user needs every listed permission, else goes to `redirectTo` (the module host's home). */
export function requirePermissions(required: readonly string[], redirectTo = '/mfe-host') {
  return async function permissionGuard(args: LoaderFunctionArgs) {
    await requireSession(args);
    if (!required.length) return null;
    const tenantGuid = appScope.getState($auth)?.tenantGuid ?? null;
    const granted = await queryClient.ensureQueryData(grantedPermissionsQuery(tenantGuid));
    if (!required.every((name) => granted.includes(name))) throw redirect(redirectTo);
    return null;
  };
}

/** A path no route matches: the 404 page, or the whole browser for a path outside the app (section 2). */
export function leaveUnknownPath({ request }: LoaderFunctionArgs) {
  const destination = catchAllDestination(new URL(request.url).pathname, appEnv.appBase);
  if (destination.inApp) throw redirect(destination.to);
  window.location.replace(destination.to);
  return null;
}
