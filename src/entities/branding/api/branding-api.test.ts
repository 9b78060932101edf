// @vitest-environment jsdom
import { pathOf, serveFetch } from '@test-support/fake-fetch';
import { storeSession } from '@test-support/stored-session';
import { afterEach, describe, expect, it } from 'vitest';

import { queryClient } from '@/shared/api';

import { brandingQuery } from './branding-api';

const branding = { primaryColor: '#0B5FFF', pageTitle: 'Acme Trust Center', inherited: false };

/** /init answers no readable branding; the navigation configuration says whether the legacy navigation shows. */
function serve(showLegacyNavigation: boolean) {
  const requests = serveFetch((request) => {
    const path = pathOf(request);
    if (path === '/api/global-state/v1/init') return Response.json({ languages: [], settings: [], branding: 'x' });
    if (path === '/api/atlas/v1/navigation/configuration') return Response.json({ showLegacyNavigation });
    if (path === '/api/branding/v1/branding') return Response.json(branding);
    return new Response(null, { status: 404 });
  });
  return () => requests.filter((r) => pathOf(r) === '/api/branding/v1/branding').map((r) => new URL(r.url).search);
}

afterEach(() => {
  queryClient.clear();
  localStorage.clear();
});

describe("the branding's own endpoint", () => {
  it('is told the new workspace navigation is on (7.31)', async () => {
    const brandingQueries = serve(false);
    storeSession();
    expect((await queryClient.fetchQuery(brandingQuery('t1')))?.pageTitle).toBe('Acme Trust Center');
    expect(brandingQueries()).toEqual(['?isWorkspaceNavigation=true']);
  });

  it('is asked without the flag while the legacy navigation shows', async () => {
    const brandingQueries = serve(true);
    storeSession();
    await queryClient.fetchQuery(brandingQuery('t1'));
    expect(brandingQueries()).toEqual(['']);
  });
});
