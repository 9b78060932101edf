import { pathOf, serveFetch } from '@test-support/fake-fetch';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { queryClient } from '@/shared/api';

import { prefetchSignInPageData } from './sign-in-page-data';

afterEach(() => {
  queryClient.clear();
});

describe('what the sign-in route asks for beside the page’s code', () => {
  it('is the public reads the page paints with, and no read of a signed-in user (a 401 there would end a session)', async () => {
    const requests = serveFetch(() => Response.json({}));
    prefetchSignInPageData();
    await vi.waitFor(() => expect(requests).toHaveLength(3));
    expect(requests.map(pathOf).sort()).toEqual([
      '/api/branding/v1/resources/groups/login-page/auth',
      '/api/content/v1/info/version',
      '/api/global-state/v1/no-auth-init',
    ]);
    expect(requests.every((request) => !request.headers.has('Authorization'))).toBe(true);
  });
});
