// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { loadScript, ScriptAlreadyLoadedError } from './load-script';

const scriptsWith = (src: string) => [...document.head.querySelectorAll('script')].filter((s) => s.src === src);

function settle(src: string, outcome: 'load' | 'error') {
  const [script] = scriptsWith(src);
  script?.dispatchEvent(new Event(outcome));
}

describe('loadScript', () => {
  it('adds one async script and resolves once it has loaded', async () => {
    const src = 'https://scripts.test/one.js';
    const loading = loadScript(src);
    expect(scriptsWith(src)).toHaveLength(1);
    expect(scriptsWith(src)[0]?.async).toBe(true);
    settle(src, 'load');
    await expect(loading).resolves.toBeUndefined();
  });

  it('refuses a second load of the same script with ScriptAlreadyLoaded', async () => {
    const src = 'https://scripts.test/twice.js';
    const first = loadScript(src);
    settle(src, 'load');
    await first;
    const second = loadScript(src);
    await expect(second).rejects.toBeInstanceOf(ScriptAlreadyLoadedError);
    await expect(second).rejects.toThrow('ScriptAlreadyLoaded');
    expect(scriptsWith(src)).toHaveLength(1);
  });

  it('rejects when the script cannot be loaded, removes it, and lets a later load try again', async () => {
    const src = 'https://scripts.test/missing.js';
    const failing = loadScript(src);
    settle(src, 'error');
    await expect(failing).rejects.toThrow(`Could not load ${src}`);
    expect(scriptsWith(src)).toHaveLength(0);
    const retry = loadScript(src);
    expect(scriptsWith(src)).toHaveLength(1);
    settle(src, 'load');
    await expect(retry).resolves.toBeUndefined();
  });
});
