import { pathOf, serveFetch } from '@test-support/fake-fetch';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { queryClient } from '@/shared/api';

import { prefetchNotFoundPageData, prefetchSignInPageData } from './page-data';

afterEach(() => {
  queryClient.clear();
});

const settled = (...keys: string[][]) => keys.every((key) => queryClient.getQueryState(key)?.status === 'success');

describe('what a page’s route asks for beside the page’s code', () => {
  it('for the sign-in page: the public reads it paints with, and no read of a signed-in user (a 401 there would end a session)', async () => {
    const requests = serveFetch(() => Response.json({}));
    prefetchSignInPageData();
    await vi.waitFor(() => expect(requests).toHaveLength(3));
    expect(requests.map(pathOf).sort()).toEqual([
      '/api/branding/v1/resources/groups/login-page/auth',
      '/api/content/v1/info/version',
      '/api/global-state/v1/no-auth-init',
    ]);
    expect(requests.every((request) => !request.headers.has('Authorization'))).toBe(true);
    // From config.json: the OIDC button and the footer's links.
    await vi.waitFor(() => expect(settled(['runtime-config'])).toBe(true));
  });

  it('for the 404 page: its content settings, of the tenant signed in to or the anonymous ones, and the version', async () => {
    const requests = serveFetch(() => Response.json({}));
    prefetchNotFoundPageData(null);
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    await vi.waitFor(() => expect(settled(['runtime-config'])).toBe(true));
    expect(requests.map(pathOf).sort()).toEqual(['/api/content/v1/attributes', '/api/content/v1/info/version']);
  });
});
