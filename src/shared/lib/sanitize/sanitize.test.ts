// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { type SafeContentType, sanitize } from './sanitize';

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

  it.each([
    ['https://cdn.trellis.test/logo.png', true],
    ['http://cdn.trellis.test/logo.png', true],
    ['data:image/png;base64,iVBORw0KGgo=', true],
    ['data:image/svg+xml,%3Csvg%3E%3C/svg%3E', true],
    ['/favicon.svg', true],
    ['logo.png', true],
    ['images/logo.png?v=2', true],
    ['//cdn.trellis.test/logo.png', true],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    [' javascript:alert(1)', false],
    ['java\tscript:alert(1)', false],
    ['java\nscript:alert(1)', false],
    ['vbscript:msgbox(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['data:image/png', false],
    ['data:,x', false],
    ['blob:https://evil.test/1', false],
  ])('keeps the image address %j only when safe (%s)', (url, safe) => {
    expect(sanitize('image-url', url)).toBe(safe ? url.trim() : '');
  });

  it("refuses other types with the specification's message", () => {
    expect(() => sanitize('style' as SafeContentType, 'x')).toThrow('Invalid safe type specified');
  });
});
