import { afterEach, beforeEach, vi } from 'vitest';

// A page of the app knows where it is served from by its <base href> (index.html has one; docs/deploying.md).
beforeEach(() => {
  if (typeof document === 'undefined' || document.querySelector('base')) return;
  const base = document.createElement('base');
  base.href = '/';
  document.head.prepend(base);
});

// Every test starts on the real clock with empty storage; `unstubGlobals` (vite.config.ts) restores stubbed globals.
afterEach(() => {
  vi.useRealTimers();
  if (typeof window === 'undefined') return;
  window.localStorage.clear();
  window.sessionStorage.clear();
});
