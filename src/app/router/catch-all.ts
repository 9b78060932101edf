import { ROUTES } from '@/shared/config';
const firstSegmentOf = (path: string) => path.split('/').find(Boolean) ?? '';

/**
 * Section 2's catch-all rule for a path no route matches: in the app's own space it is the 404 page; a path outside
 * it (another application on this host) gets the whole browser. At the site root everything is the app's own.
 */
export function catchAllDestination(pathname: string, appBase: string): { inApp: boolean; to: string } {
  const base = firstSegmentOf(appBase);
  if (!base || firstSegmentOf(pathname) === base) return { inApp: true, to: ROUTES.notFound };
  return { inApp: false, to: pathname };
}
