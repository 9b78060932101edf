// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { withoutLinkTo } from './without-link';

describe('a text without its link', () => {
  it('loses the link and the paragraph it leaves empty, and keeps the rest', () => {
    const html = '<p>We learn. <a href="https://elsewhere.test">Other</a></p><p><a href="none">Learn more</a></p>';
    expect(withoutLinkTo(html, 'none')).toBe('<p>We learn. <a href="https://elsewhere.test">Other</a></p>');
  });

  it('keeps a paragraph that says more than the link', () => {
    expect(withoutLinkTo('<p>Read <a href="none">this</a> first.</p>', 'none')).toBe('<p>Read  first.</p>');
  });
});
