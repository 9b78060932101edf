import { describe, expect, it, vi } from 'vitest';

import { loadOnce } from './load-once';

describe('a value loaded once', () => {
  it('is loaded on the first call only, and answered at once after', async () => {
    const load = vi.fn(async () => 'parser');
    const value = loadOnce(load);
    expect(value.loaded()).toBeNull();
    await Promise.all([value.load(), value.load()]);
    await value.load();
    expect(load).toHaveBeenCalledTimes(1);
    expect(value.loaded()).toBe('parser');
  });

  it('is loaded again on the next call after a failed load', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('chunk gone')).mockResolvedValue('ok');
    const value = loadOnce(load);
    await expect(value.load()).rejects.toThrow('chunk gone');
    expect(value.loaded()).toBeNull();
    await expect(value.load()).resolves.toBe('ok');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
