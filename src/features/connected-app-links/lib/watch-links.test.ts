// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';

import { rewriteConnectedAppLinks } from './watch-links';

const COMMUNITY_ORIGIN = 'https://community.trellis.test';
const COMMUNITY = 'https://community.trellis.test/forum';
const REWRITTEN = '/auth/connected-apps?landingPage=https%3A%2F%2Fcommunity.trellis.test%2Fforum&application=myot';
const observerTurn = () => new Promise((resolve) => setTimeout(resolve));

function anchor(href: string) {
  const link = document.createElement('a');
  link.href = href;
  link.textContent = href;
  return link;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('rewriteConnectedAppLinks', () => {
  it('rewrites the links there are, keeping the original, and leaves others alone', () => {
    document.body.append(anchor(COMMUNITY), anchor('https://www.trellis.test/'));
    const stop = rewriteConnectedAppLinks(document.body, COMMUNITY_ORIGIN);
    const [community, other] = document.querySelectorAll('a');
    expect(community?.getAttribute('href')).toBe(REWRITTEN);
    expect(community?.getAttribute('data-original-href')).toBe(COMMUNITY);
    expect(other?.getAttribute('href')).toBe('https://www.trellis.test/');
    stop();
  });

  it('rewrites links added later and links whose address changes', async () => {
    const stop = rewriteConnectedAppLinks(document.body, COMMUNITY_ORIGIN);
    const wrapper = document.createElement('div');
    wrapper.append(anchor(COMMUNITY));
    document.body.append(wrapper);
    const changing = anchor('https://www.trellis.test/');
    document.body.append(changing);
    await observerTurn();
    changing.setAttribute('href', COMMUNITY);
    await observerTurn();
    expect(wrapper.querySelector('a')?.getAttribute('href')).toBe(REWRITTEN);
    expect(changing.getAttribute('href')).toBe(REWRITTEN);
    stop();
  });

  it('rewrites nothing more once stopped', async () => {
    rewriteConnectedAppLinks(document.body, COMMUNITY_ORIGIN)();
    document.body.append(anchor(COMMUNITY));
    await observerTurn();
    expect(document.querySelector('a')?.getAttribute('href')).toBe(COMMUNITY);
  });
});
