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
