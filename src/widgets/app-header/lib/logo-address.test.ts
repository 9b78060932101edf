// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { logoAddress } from './logo-address';

describe('logoAddress', () => {
  it.each([
    'data:image/svg+xml;base64,PHN2Zy8+',
    'data:image/png;base64,iVBORw0KGgo=',
    'https://cdn.acme.test/logo.png',
    '/branding/logo.svg',
  ])('keeps the logo %s', (logo) => {
    expect(logoAddress(logo)).toBe(logo);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    '//evil.test/logo.png',
    'vbscript:msgbox',
    '',
    '   ',
    null,
    undefined,
  ])('refuses %s', (logo) => {
    expect(logoAddress(logo)).toBeNull();
  });
});
