import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';

import { readableItems } from './readable-items';

const item = z.object({ name: z.string() });

describe('readableItems', () => {
  it('keeps the readable items and leaves out the others', () => {
    expect(readableItems(item, [{ name: 'a' }, { name: 1 }, null, { name: 'b' }])).toEqual([
      { name: 'a' },
      { name: 'b' },
    ]);
  });

  it('is null for data that is not a list', () => {
    expect(readableItems(item, { name: 'a' })).toBeNull();
  });
});
