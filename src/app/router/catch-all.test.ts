import { describe, expect, it } from 'vitest';

import { catchAllDestination } from './catch-all';

describe('the catch-all rule', () => {
  it('sends every unknown path to /404 when the app is at the site root', () => {
    expect(catchAllDestination('/no/such/page', '/')).toEqual({ inApp: true, to: '/404' });
  });

  it('sends an unknown path inside the app base to /404', () => {
    expect(catchAllDestination('/app/no-such-page', '/app/')).toEqual({ inApp: true, to: '/404' });
  });

  it('hands a path outside the app base to the whole browser', () => {
    expect(catchAllDestination('/vendor-portal/x', '/app/')).toEqual({ inApp: false, to: '/vendor-portal/x' });
  });
});
