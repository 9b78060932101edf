import { sessionScope } from '@test-support/session-scope';
import { allSettled } from 'effector';
import { describe, expect, it, vi } from 'vitest';

import { switchSessionContextFx, TokenRejectedError } from '@/entities/session';
import { logOutFx } from '@/entities/session/model/session';
import { navigateFx } from '@/shared/lib/navigation';

import { $acceptFailed, eulaAccepted } from './accept-eula';

const signedIn = { tenantGuid: 't1', orgGroupGuid: 'g1', access_token: 'a1', refresh_token: 'r1' };

function eulaSession(refresh: () => Promise<typeof signedIn>) {
  const spies = { refresh: vi.fn(refresh), navigate: vi.fn(), logOut: vi.fn(async () => null) };
  const scope = sessionScope(signedIn, [
    [switchSessionContextFx, spies.refresh],
    [navigateFx, spies.navigate],
    [logOutFx, spies.logOut],
  ]);
  return { scope, ...spies };
}

describe('accepting the licence agreement', () => {
  it('takes the virtual role and opens the app', async () => {
    const { scope, refresh, navigate } = eulaSession(async () => signedIn);
    await allSettled(eulaAccepted, { scope });
    expect(refresh).toHaveBeenCalledWith(expect.objectContaining({ switchRole: true }));
    expect(navigate).toHaveBeenCalledWith({ to: '/landing', replace: true });
    expect(scope.getState($acceptFailed)).toBe(false);
  });

  it('stays on the page and says so when the role cannot be taken, and forgets it on the next try', async () => {
    const { scope, navigate, logOut, refresh } = eulaSession(async () => {
      throw new TokenRejectedError('invalid_request', 'The user cannot take that role.');
    });
    await allSettled(eulaAccepted, { scope });
    expect(scope.getState($acceptFailed)).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    expect(logOut).not.toHaveBeenCalled();

    refresh.mockImplementation(async () => signedIn);
    await allSettled(eulaAccepted, { scope });
    expect(scope.getState($acceptFailed)).toBe(false);
  });
});
