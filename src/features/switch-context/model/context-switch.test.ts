import { sessionScope } from '@test-support/session-scope';
import { allSettled, createWatch } from 'effector';
import { describe, expect, it, vi } from 'vitest';

import {
  $auth,
  addSessionEndingHandler,
  type ContextSwitch,
  SESSION_ENDING_LIMIT_MS,
  switchSessionContextFx,
  TokenRejectedError,
} from '@/entities/session';
import { logOutFx } from '@/entities/session/model/session';
import { navigateFx } from '@/shared/lib/navigation';
import { showToastFx } from '@/shared/ui';

import {
  $pendingSwitch,
  $promptKind,
  contextChangeRequested,
  contextSwitched,
  reloadPageFx,
  switchCancelled,
  switchConfirmed,
  tenantSwitchRequested,
} from './context-switch';

const signedIn = { tenantGuid: 't1', orgGroupGuid: 'g1', access_token: 'a1', refresh_token: 'r1' };
const switched = { tenantGuid: 't2', orgGroupGuid: 'g2', access_token: 'a2', refresh_token: 'r2' };

function session(refresh: (change?: ContextSwitch) => Promise<typeof switched> = async () => switched) {
  const spies = {
    refresh: vi.fn(refresh),
    navigate: vi.fn(),
    reload: vi.fn(),
    switchedInPlace: vi.fn(),
    logOut: vi.fn(async () => null),
    toast: vi.fn(),
  };
  const scope = sessionScope(signedIn, [
    [switchSessionContextFx, spies.refresh],
    [navigateFx, spies.navigate],
    [reloadPageFx, spies.reload],
    [logOutFx, spies.logOut],
    [showToastFx, spies.toast],
  ]);
  createWatch({ unit: contextSwitched, fn: spies.switchedInPlace, scope });
  return { scope, ...spies };
}

async function changeAndConfirm(change: ContextSwitch) {
  const run = session();
  await allSettled(contextChangeRequested, { scope: run.scope, params: change });
  await allSettled(switchConfirmed, { scope: run.scope });
  return run;
}

describe('context switching', () => {
  it("runs the hosted modules' session-ending handlers before the switch, waiting the limit at most", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const reasons: string[] = [];
    const remove = addSessionEndingHandler((reason) => {
      reasons.push(reason);
      return new Promise(() => undefined);
    });
    try {
      const { scope, refresh } = session();
      await allSettled(contextChangeRequested, { scope, params: { role_id: 'Auditor', switchRole: true } });
      const confirming = allSettled(switchConfirmed, { scope });
      await vi.advanceTimersByTimeAsync(SESSION_ENDING_LIMIT_MS - 1);
      expect(reasons).toEqual(['switch']);
      expect(refresh).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await confirming;
      expect(refresh).toHaveBeenCalledWith({ role_id: 'Auditor', switchRole: true });
    } finally {
      remove();
      vi.useRealTimers();
    }
  });

  it('asks before an organisation group, organisation or role change and switches only on Continue', async () => {
    const { scope, refresh } = session();
    await allSettled(contextChangeRequested, { scope, params: { organization_id: 'org-emea' } });
    expect(scope.getState($pendingSwitch)).toEqual({ kind: 'context', change: { organization_id: 'org-emea' } });
    expect(scope.getState($promptKind)).toBe('context');
    expect(refresh).not.toHaveBeenCalled();
    await allSettled(switchConfirmed, { scope });
    expect(refresh).toHaveBeenCalledWith({ organization_id: 'org-emea' });
    expect(scope.getState($pendingSwitch)).toBeNull();
  });

  it('reloads the page for an organisation without role or switch flag', async () => {
    const { reload, navigate, switchedInPlace } = await changeAndConfirm({ organization_id: 'org-emea' });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
    expect(switchedInPlace).not.toHaveBeenCalled();
  });

  it('goes to /landing for a role with switchRole, and tells that the page shows the old role', async () => {
    const { reload, navigate, switchedInPlace, scope } = await changeAndConfirm({
      role_id: 'Privacy Officer',
      switchRole: true,
    });
    expect(reload).not.toHaveBeenCalled();
    expect(switchedInPlace).toHaveBeenCalledWith({ role_id: 'Privacy Officer', switchRole: true });
    expect(navigate).toHaveBeenCalledWith({ to: '/landing', replace: true });
    expect(scope.getState($auth)).toEqual(switched);
  });

  it('goes to /landing for an organisation given with a role', async () => {
    const { reload, navigate } = await changeAndConfirm({
      organization_id: 'org-emea',
      role_id: 'Privacy Officer',
      switchRole: true,
    });
    expect(reload).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith({ to: '/landing', replace: true });
  });

  it('goes to /landing for an organisation group', async () => {
    const { reload, navigate } = await changeAndConfirm({ orggroup_id: 'g2' });
    expect(reload).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith({ to: '/landing', replace: true });
  });

  it('prompts with SwitchAccounts for a tenant, then switches and goes to /landing', async () => {
    const { scope, refresh, navigate, reload } = session();
    await allSettled(tenantSwitchRequested, { scope, params: 't2' });
    expect(scope.getState($pendingSwitch)).toEqual({ kind: 'tenant', change: { tenant_id: 't2' } });
    expect(scope.getState($promptKind)).toBe('tenant');
    expect(refresh).not.toHaveBeenCalled();
    await allSettled(switchConfirmed, { scope });
    expect(refresh).toHaveBeenCalledWith({ tenant_id: 't2' });
    expect(navigate).toHaveBeenCalledWith({ to: '/landing', replace: true });
    expect(reload).not.toHaveBeenCalled();
    expect(scope.getState($auth)?.tenantGuid).toBe('t2');
  });

  it('goes to /landing when the tenant prompt is cancelled, without switching', async () => {
    const { scope, refresh, navigate } = session();
    await allSettled(tenantSwitchRequested, { scope, params: 't2' });
    await allSettled(switchCancelled, { scope });
    expect(navigate).toHaveBeenCalledWith('/landing');
    expect(refresh).not.toHaveBeenCalled();
    expect(scope.getState($pendingSwitch)).toBeNull();
    expect(scope.getState($auth)).toEqual(signedIn);
  });

  it('only closes the organisation or role prompt on Cancel', async () => {
    const { scope, refresh, navigate } = session();
    await allSettled(contextChangeRequested, { scope, params: { orggroup_id: 'g2' } });
    await allSettled(switchCancelled, { scope });
    expect(navigate).not.toHaveBeenCalled();
    expect(refresh).not.toHaveBeenCalled();
    expect(scope.getState($pendingSwitch)).toBeNull();
    expect(scope.getState($promptKind)).toBe('context');
  });

  it('keeps the session and says so when a switch fails', async () => {
    const { scope, logOut, navigate, reload, toast } = session(async () => {
      throw new TokenRejectedError('invalid_request', 'The user cannot take that role.');
    });
    await allSettled(contextChangeRequested, { scope, params: { role_id: 'Owner', switchRole: true } });
    await allSettled(switchConfirmed, { scope });
    expect(toast).toHaveBeenCalledExactlyOnceWith({
      variant: 'error',
      titleKey: 'SwitchFailedTitle',
      messageKey: 'SwitchFailed',
    });
    expect(scope.getState($pendingSwitch)).toBeNull();
    expect(scope.getState($auth)).toEqual(signedIn);
    expect(logOut).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('keeps the session when the token endpoint cannot be reached during a switch', async () => {
    const { scope, logOut, toast } = session(async () => {
      throw new TypeError('Failed to fetch');
    });
    await allSettled(tenantSwitchRequested, { scope, params: 't2' });
    await allSettled(switchConfirmed, { scope });
    expect(toast).toHaveBeenCalledTimes(1);
    expect(logOut).not.toHaveBeenCalled();
  });

  it('ends the session, without a switch message, when the refresh token itself is refused', async () => {
    const { scope, logOut, toast } = session(async () => {
      throw new TokenRejectedError('invalid_grant', 'The refresh token is invalid, expired or already used.');
    });
    await allSettled(contextChangeRequested, { scope, params: { orggroup_id: 'g2' } });
    await allSettled(switchConfirmed, { scope });
    expect(logOut).toHaveBeenCalledTimes(1);
    expect(toast).not.toHaveBeenCalled();
  });

  it('forgets the failure when the next switch is asked for', async () => {
    const { scope, toast } = session(async () => {
      throw new TypeError('Failed to fetch');
    });
    await allSettled(contextChangeRequested, { scope, params: { orggroup_id: 'g2' } });
    await allSettled(switchConfirmed, { scope });
    await allSettled(contextChangeRequested, { scope, params: { orggroup_id: 'g3' } });
    // Told once, as it failed: asking for the next switch does not tell it again.
    expect(toast).toHaveBeenCalledTimes(1);
  });

  it('switches once however often Continue is pressed', async () => {
    let finish: (auth: typeof switched) => void = () => undefined;
    const { scope, refresh } = session(() => new Promise((resolve) => (finish = resolve)));
    await allSettled(tenantSwitchRequested, { scope, params: 't2' });
    const first = allSettled(switchConfirmed, { scope });
    await vi.waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    const second = allSettled(switchConfirmed, { scope });
    finish(switched);
    await Promise.all([first, second]);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
