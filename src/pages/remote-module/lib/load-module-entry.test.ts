// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { loadModuleEntry } from './load-module-entry';

const ran = () => (globalThis as { entryRan?: boolean }).entryRan;
const preloaded = (address: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].some(
    (link) => link.href === address,
  );

describe("a hosted module's entry", () => {
  it('is fetched at once, beside the shared libraries, and run only once they are on the page', async () => {
    const address = 'data:text/javascript,globalThis.entryRan = true; export const mount = () => () => undefined;';
    let librariesShared = () => undefined as void;
    const prepared = new Promise<void>((resolve) => (librariesShared = resolve));
    const loading = loadModuleEntry(address, undefined, prepared);
    expect(preloaded(address)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(ran()).toBeUndefined();
    librariesShared();
    await expect(loading).resolves.toHaveProperty('mount');
    expect(ran()).toBe(true);
  });

  it('without a mount is refused', async () => {
    const address = 'data:text/javascript,export const other = 1;';
    await expect(loadModuleEntry(address, undefined, Promise.resolve())).rejects.toThrow(
      `The entry ${address} exports no mount(container, host).`,
    );
  });
});
