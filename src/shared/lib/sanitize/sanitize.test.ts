// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitize, type SafeContentType } from './sanitize';

describe('sanitize', () => {
  it('removes scripts and event handlers from HTML and keeps the markup', () => {
    const html = sanitize(
      'html',
      '<strong onclick="steal()">Hi</strong><script>steal()</script><img src=x onerror=steal()>',
    );
    expect(html).toBe('<strong>Hi</strong><img src="x">');
  });

  it('opens links beside the app without access back to it', () => {
    expect(sanitize('html', '<a href="https://status.trellis.test">status</a>')).toBe(
      '<a href="https://status.trellis.test" target="_blank" rel="noopener noreferrer">status</a>',
    );
    expect(sanitize('html', '<a href="javascript:steal()">x</a>')).toBe('<a>x</a>');
  });

  it.each([
    ['https://status.trellis.test', 'https://status.trellis.test'],
    ['/reporting/benchmarking', '/reporting/benchmarking'],
    ['javascript:alert(1)', ''],
    ['//evil.test/x', ''],
    ['data:text/html,x', ''],
  ])('keeps the URL %s only when safe', (url, expected) => {
    expect(sanitize('url', url)).toBe(expected);
  });

  it("refuses other types with the specification's message", () => {
    expect(() => sanitize('style' as SafeContentType, 'x')).toThrow('Invalid safe type specified');
  });
});
