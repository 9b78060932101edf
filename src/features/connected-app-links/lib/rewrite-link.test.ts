import { describe, expect, it } from 'vitest';

import { connectedAppHref } from './rewrite-link';

const COMMUNITY = 'https://community.trellis.test';

const base = 'https://app.trellis.test/mfe-host';

describe('connectedAppHref', () => {
  it('sends a link to the community application through the connected-apps page', () => {
    expect(connectedAppHref('https://community.trellis.test/groups/privacy?tab=2#top', base, COMMUNITY)).toBe(
      '/auth/connected-apps?landingPage=https%3A%2F%2Fcommunity.trellis.test%2Fgroups%2Fprivacy%3Ftab%3D2%23top&application=myot',
    );
  });

  it.each([
    'https://community.trellis.test.evil.test/x',
    'http://community.trellis.test/x',
    'https://community.trellis.test:8443/x',
    'https://www.trellis.test/x',
    '/organization',
    'mailto:help@community.trellis.test',
    'javascript:alert(1)',
  ])('leaves %s alone', (href) => {
    expect(connectedAppHref(href, base, COMMUNITY)).toBeNull();
  });
});
