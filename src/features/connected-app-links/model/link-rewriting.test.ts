// @vitest-environment jsdom
import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { linkRewritingAllowed } from './link-rewriting';

const COMMUNITY = 'https://community.trellis.test/forum';
const observerTurn = () => new Promise((resolve) => setTimeout(resolve));
const communityLink = () => {
  const link = document.createElement('a');
  link.href = COMMUNITY;
  document.body.append(link);
  return link;
};

// The deployment names the community application in config.json.
beforeEach(() => {
  vi.stubGlobal('fetch', async () =>
    Response.json({ links: { connectedAppOrigin: 'https://community.trellis.test' } }),
  );
});
afterEach(() => document.body.replaceChildren());

describe('link rewriting', () => {
  it('watches the page only while AccessToMyOT allows it, and each scope keeps its own watch', async () => {
    const allowed = fork();
    const other = fork();
    await allSettled(linkRewritingAllowed, { scope: allowed, params: true });
    await allSettled(linkRewritingAllowed, { scope: other, params: false });
    const link = communityLink();
    await observerTurn();
    expect(link.getAttribute('href')).toMatch(/^\/auth\/connected-apps\?/);

    await allSettled(linkRewritingAllowed, { scope: allowed, params: false });
    const later = communityLink();
    await observerTurn();
    expect(later.getAttribute('href')).toBe(COMMUNITY);
  });
});
