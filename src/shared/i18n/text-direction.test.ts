import { describe, expect, it } from 'vitest';

import { directionOf } from './text-direction';

describe('directionOf', () => {
  it.each(['ar', 'he', 'fa-ir', 'ur', 'AR-SA'])('%s is right to left', (language) => {
    expect(directionOf(language)).toBe('rtl');
  });

  it.each(['en-us', 'de', 'fr', 'arn'])('%s is left to right', (language) => {
    expect(directionOf(language)).toBe('ltr');
  });
});

describe('directionOf a language whose direction the platform declares', () => {
  it('follows the declaration, whatever the language', () => {
    expect(directionOf('ar', 'ltr')).toBe('ltr');
    expect(directionOf('en-us', 'rtl')).toBe('rtl');
  });

  it('decides by the language when the declaration is auto', () => {
    expect(directionOf('ar', 'auto')).toBe('rtl');
    expect(directionOf('de', 'auto')).toBe('ltr');
  });
});
