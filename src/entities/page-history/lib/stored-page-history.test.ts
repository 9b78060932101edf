// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { readRecentVisits, rememberVisit } from './stored-page-history';

const admin = { userGuid: 'u1', tenantGuid: 't1' };
const now = Date.UTC(2026, 10, 23, 12);

describe('the stored page history', () => {
  it('keeps one list per user and tenant under TrellisPageHistory', () => {
    rememberVisit({ ...admin, url: '/mfe-host' }, now);
    rememberVisit({ ...admin, tenantGuid: 't2', url: '/organization' }, now);
    rememberVisit({ userGuid: 'u2', tenantGuid: 't1', url: '/reporting/benchmarking' }, now);
    expect(readRecentVisits(admin, now)).toEqual([{ url: '/mfe-host', timestamp: now }]);
    expect(readRecentVisits({ ...admin, tenantGuid: 't2' }, now)).toEqual([{ url: '/organization', timestamp: now }]);
    expect(Object.keys(JSON.parse(localStorage.getItem('TrellisPageHistory') ?? '{}'))).toEqual([
      'u1:t1',
      'u1:t2',
      'u2:t1',
    ]);
  });

  it('reads unreadable stored data as no history, and replaces it on the next visit', () => {
    localStorage.setItem('TrellisPageHistory', '{"u1:t1":[{"url":5}]}');
    expect(readRecentVisits(admin, now)).toEqual([]);
    rememberVisit({ ...admin, url: '/mfe-host' }, now);
    expect(readRecentVisits(admin, now)).toEqual([{ url: '/mfe-host', timestamp: now }]);
  });
});
