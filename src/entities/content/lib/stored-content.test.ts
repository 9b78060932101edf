// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { rememberContent, storedContentOf } from './stored-content';

describe('the stored content settings', () => {
  it("are the first paint of the same tenant's settings only", () => {
    rememberContent('t1', { BuyNow: 'false' });
    expect(localStorage.getItem('TrellisContent')).toContain('BuyNow');
    expect(storedContentOf('t1')).toEqual({ BuyNow: 'false' });
    expect(storedContentOf('t2')).toBeUndefined();
    expect(storedContentOf(null)).toBeUndefined();
  });

  it('are nothing when unreadable', () => {
    localStorage.setItem('TrellisContent', JSON.stringify({ tenantGuid: 't1', settings: { BuyNow: 1 } }));
    expect(storedContentOf('t1')).toBeUndefined();
  });
});
