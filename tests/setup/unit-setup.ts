import { afterEach, vi } from 'vitest';

// Every test starts on the real clock with empty storage; `unstubGlobals` (vite.config.ts) restores stubbed globals.
afterEach(() => {
  vi.useRealTimers();
  if (typeof window === 'undefined') return;
  window.localStorage.clear();
  window.sessionStorage.clear();
});
