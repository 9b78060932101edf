import type { ModuleLocation } from '@trellis/module-sdk';

interface RoutedLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** The address below a module's `basePath`, as `host.location` gives it: `/items/2`, or `''` at the base. */
export function moduleLocationOf(basePath: string, location: RoutedLocation): ModuleLocation {
  const below = location.pathname.startsWith(`${basePath}/`) ? location.pathname.slice(basePath.length) : '';
  return { pathname: below, search: location.search, hash: location.hash };
}

const PLACEHOLDER_ORIGIN = 'https://module.invalid';

/**
 * Where `host.navigate(path)` goes, as an app path: an app path (`/preferences`) as it is, and a path without a leading
 * slash relative to `basePath` (`items/2` → `/register/items/2`, `?tab=controls` → `/register?tab=controls`). A path
 * to another origin is refused: the shell's navigation stays in the shell.
 */
export function resolveModulePath(basePath: string, path: string): string {
  const resolved = new URL(path, `${PLACEHOLDER_ORIGIN}${path.startsWith('/') ? '' : `${basePath}/`}`);
  if (resolved.origin !== PLACEHOLDER_ORIGIN || path.startsWith('//')) {
    throw new TypeError(`host.navigate takes a path of the app, not ${path}.`);
  }
  const pathname = resolved.pathname === `${basePath}/` ? basePath : resolved.pathname;
  return `${pathname}${resolved.search}${resolved.hash}`;
}

/** Whether `pathname` is the module's path or below it: moving there keeps the module mounted. */
export const isWithinModule = (basePath: string, pathname: string) =>
  pathname === basePath || pathname.startsWith(`${basePath}/`);

/** With unsaved work, leaving the module's path asks the user first; moving within it is the module's own affair. */
export const leavingAsksFirst = (hasUnsavedWork: boolean, basePath: string, nextPathname: string) =>
  hasUnsavedWork && !isWithinModule(basePath, nextPathname);
