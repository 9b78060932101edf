import { describe, expect, it } from 'vitest';

import { frameOriginRefusal } from './run-framed-module';

describe('where a framed module’s page may be', () => {
  it('on a host of its own', () => {
    expect(frameOriginRefusal('https://portal.vendor.test/index.html', 'https://trellis.example')).toBeNull();
  });

  it.each([
    ['the shell’s own origin', 'https://trellis.example/modules/x.html'],
    ['the shell’s host on another port, which shares its cookies', 'https://trellis.example:8443/x.html'],
  ])('never on %s', (_where, entry) => {
    expect(frameOriginRefusal(entry, 'https://trellis.example')).toMatchObject({ name: 'ModuleEntryError' });
  });
});
