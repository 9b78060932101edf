import { describe, expect, it } from 'vitest';

import { handOverTarget } from './hand-over-target';
import { connectedAppHref } from './rewrite-link';

const COMMUNITY = 'https://community.trellis.test';

const query = (landingPage: string | null, application: string | null = 'myot') => {
  const params = new URLSearchParams();
  if (landingPage !== null) params.set('landingPage', landingPage);
  if (application !== null) params.set('application', application);
  return params;
};

describe('handOverTarget', () => {
  it('hands over to a landing page on the community application', () => {
    expect(handOverTarget(query('https://community.trellis.test/groups/privacy?tab=2#top'), COMMUNITY)).toEqual({
      kind: 'hand-over',
      landingPage: 'https://community.trellis.test/groups/privacy?tab=2#top',
    });
  });

  it('reads what the link rewriting writes', () => {
    const rewritten = connectedAppHref('https://community.trellis.test/events', 'https://app.trellis.test/', COMMUNITY);
    const search = new URL(rewritten ?? '', 'https://app.trellis.test').searchParams;
    expect(handOverTarget(search, COMMUNITY)).toEqual({
      kind: 'hand-over',
      landingPage: 'https://community.trellis.test/events',
    });
  });

  it("goes to the application's start page without a landing page", () => {
    expect(handOverTarget(query(null), COMMUNITY)).toEqual({
      kind: 'hand-over',
      landingPage: 'https://community.trellis.test/',
    });
    expect(handOverTarget(query(''), COMMUNITY)).toEqual({
      kind: 'hand-over',
      landingPage: 'https://community.trellis.test/',
    });
  });

  it.each([null, '', 'MYOT', 'other'])('refuses the application %s', (application) => {
    expect(handOverTarget(query('https://community.trellis.test/', application), COMMUNITY)).toEqual({
      kind: 'refused',
      reason: 'unknown-application',
    });
  });

  it.each([
    'javascript:alert(document.domain)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.test/phish',
    '\\\\evil.test/phish',
    '/organization',
    'community.trellis.test/x',
    'https://evil.test/',
    'https://community.trellis.test.evil.test/',
    'https://community.trellis.test@evil.test/',
    'https://user:secret@community.trellis.test/',
    'http://community.trellis.test/',
    'https://community.trellis.test:8443/',
    'https:\\\\evil.test',
  ])('refuses the landing page %s', (landingPage) => {
    expect(handOverTarget(query(landingPage), COMMUNITY)).toEqual({ kind: 'refused', reason: 'foreign-landing-page' });
  });
});
