import { matchRoutes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { MANIFEST_WAIT_MS } from './module-discovery';
import { discoverModuleRoutes, moduleRoutes, SHELL_ROUTE_ID } from './module-routes';

// Only the paths matter here; the guards would start the app's session model.
vi.mock('./access-guard', () => ({ requireAccess: () => () => null }));

const evidence = {
  id: 'evidence',
  path: '/evidence',
  entry: 'https://modules.example.com/evidence/entry.js',
  title: 'Evidence',
};
const manifest = vi.hoisted(() => ({ hangs: false }));
vi.mock('@/shared/config', async (actual) => {
  const config = await actual<typeof import('@/shared/config')>();
  return {
    ...config,
    fetchModuleManifest: () =>
      manifest.hangs ? new Promise(() => undefined) : Promise.resolve(config.mergeModuleManifest([evidence])),
  };
});

const unknownPath = { path: '*' };
const matchedPath = (pathname: string) => matchRoutes([...moduleRoutes, unknownPath], pathname)?.at(-1)?.route.path;

describe('the module routes', () => {
  it.each(['/mfe-host', '/mfe-host/', '/organization', '/reporting/benchmarking'])('serve %s', (pathname) => {
    expect(matchedPath(pathname)).not.toBe('*');
  });

  it.each(['/mfe-host/no-such-module', '/mfe-host/reports/2024', '/organization/x', '/reporting/benchmarking/x'])(
    'leave %s to the unknown-path route',
    (pathname) => {
      expect(matchedPath(pathname)).toBe('*');
    },
  );
});

describe('the routes of config.json’s modules', () => {
  const discover = async (path: string, patch = vi.fn()) => {
    await discoverModuleRoutes((routes) => routes)({
      path,
      patch,
      signal: new AbortController().signal,
      matches: [],
      fetcherKey: undefined,
    });
    return patch;
  };

  it('join the shell when a path of theirs is first asked for: the path and all below it, once', async () => {
    const patch = await discover('/evidence/items/4');
    expect(patch).toHaveBeenCalledWith(SHELL_ROUTE_ID, [expect.objectContaining({ path: 'evidence/*' })]);
    expect(await discover('/evidence')).not.toHaveBeenCalled();
  });

  it.each(['/evidences', '/no-such-module', '/organization/x'])('add nothing for %s', async (path) => {
    expect(await discover(path)).not.toHaveBeenCalled();
  });

  it('leave a path to the 404 page when config.json does not answer within MANIFEST_WAIT_MS', async () => {
    vi.useFakeTimers();
    manifest.hangs = true;
    try {
      const patch = vi.fn();
      let settled = false;
      void discover('/evidence', patch).then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(MANIFEST_WAIT_MS - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toBe(true);
      expect(patch).not.toHaveBeenCalled();
    } finally {
      manifest.hangs = false;
      vi.useRealTimers();
    }
  });
});
