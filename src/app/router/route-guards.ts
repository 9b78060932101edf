import { scopeBind } from 'effector';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { checkAccessFx, rememberReturnUrl } from '@/entities/session';
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
