import { QueryObserver } from '@tanstack/react-query';
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { queryClient } from '@/shared/api';

import { forgetContextDataFx } from './context-lifecycle';

afterEach(() => queryClient.clear());

describe('after a context switch', () => {
  it('reads shown data again and drops the rest', async () => {
    const readPermissions = vi.fn(async () => ['TENANTS_LIST']);
    const shown = new QueryObserver(queryClient, {
      queryKey: ['access', 'permissions', 't1'],
      queryFn: readPermissions,
    });
    const unsubscribe = shown.subscribe(() => undefined);
    await vi.waitFor(() => expect(shown.getCurrentResult().data).toEqual(['TENANTS_LIST']));
    queryClient.setQueryData(['access', 'org-group-users', 't1'], [{ Email: 'someone@acme.test' }]);

    await allSettled(forgetContextDataFx, { scope: fork() });

    await vi.waitFor(() => expect(readPermissions).toHaveBeenCalledTimes(2));
    expect(queryClient.getQueryData(['access', 'org-group-users', 't1'])).toBeUndefined();
    unsubscribe();
  });
});
