import { describe, expect, it } from 'vitest';

import { formatRetryWait } from './retry-wait';

describe('formatRetryWait', () => {
  it.each([
    [45, 'en-us', 'in 45 seconds'],
    [0, 'en-us', 'in 1 second'],
    [60, 'en-us', 'in 1 minute'],
    [61, 'en-us', 'in 2 minutes'],
    [900, 'de', 'in 15 Minuten'],
    [120, 'fr', 'dans 2 minutes'],
  ])('says %i s in %s as %j', (seconds, language, text) => {
    expect(formatRetryWait(seconds, language)).toBe(text);
  });

  it('uses the plural forms of Arabic', () => {
    expect(formatRetryWait(120, 'ar')).toBe('خلال دقيقتين');
  });
});
