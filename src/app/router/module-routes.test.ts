import { matchRoutes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { moduleRoutes } from './module-routes';

// Only the paths matter here; the guards would start the app's session model.
vi.mock('./route-guards', () => ({ requireAccess: () => () => null }));

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
