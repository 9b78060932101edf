// @vitest-environment jsdom
import { pathOf, serveFetch } from '@test-support/fake-fetch';
import { storeSession } from '@test-support/stored-session';
import { afterEach, describe, expect, it } from 'vitest';

import { queryClient } from '@/shared/api';

import { organizationTreeQuery } from './organization-api';

const invited = [{ Id: 'org-emea', Name: 'EMEA', ParentId: 'org-acme', Position: 0, Children: [] }];

/** /init has no organisations; the root tree answers `tree`, the invited organisations `invited`. */
function serve(tree: unknown) {
  const requests = serveFetch((request) => {
    const path = pathOf(request);
    if (path === '/api/global-state/v1/init') return Response.json({ languages: [], settings: [] });
    if (path === '/api/access/v1/organizations/root-tree') return Response.json(tree);
    if (path === '/api/access/v1/users/current/organizations') return Response.json(invited);
    return new Response(null, { status: 404 });
  });
  return () => requests.map(pathOf).filter((path) => path.startsWith('/api/access/'));
}

afterEach(() => {
  queryClient.clear();
  localStorage.clear();
});

describe('the organisation tree', () => {
  it('falls back to the invited organisation when the root tree has items and none can be read', async () => {
    const asked = serve([null, { Name: 'no id' }, 7]);
    storeSession();
    expect(await queryClient.fetchQuery(organizationTreeQuery('t1', 'full'))).toEqual(invited);
    expect(asked()).toEqual(['/api/access/v1/organizations/root-tree', '/api/access/v1/users/current/organizations']);
  });

  it('keeps an empty root tree empty', async () => {
    const asked = serve([]);
    storeSession();
    expect(await queryClient.fetchQuery(organizationTreeQuery('t1', 'full'))).toEqual([]);
    expect(asked()).toEqual(['/api/access/v1/organizations/root-tree']);
  });

  it('keeps the readable organisations of a tree that has some', async () => {
    const root = { Id: 'org-acme', Name: 'Acme Corp', ParentId: null, Position: 0, Children: [] };
    serve([null, root]);
    storeSession();
    expect(await queryClient.fetchQuery(organizationTreeQuery('t1', 'full'))).toEqual([root]);
  });
});
