import { describe, expect, it } from 'vitest';

import { parseVersion } from './parse-version';

describe('parseVersion', () => {
  it('keeps the part before the bar', () => {
    expect(parseVersion('4.12.0|20261120.3')).toBe('4.12.0');
  });

  it('takes a version without a build as it is', () => {
    expect(parseVersion(' 5.0.1 ')).toBe('5.0.1');
  });

  it.each([undefined, null, '', '|build', 42, { version: '1.0.0' }])('falls back to 0.0.0 for %j', (bad) => {
    expect(parseVersion(bad)).toBe('0.0.0');
  });
});
