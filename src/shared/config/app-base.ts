/**
 * Where `index.html` is served from, as the page's `<base href>` says: `/` at the site root, `/trellis/` under a
 * sub-path. The web server in front sets it (docs/deploying.md), so one build serves any path. A page without a base
 * element (a test's document) is at the site root: a deep address's folder is not the app's base.
 */
export function appBasePath(): string {
  if (typeof document === 'undefined' || !document.querySelector('base[href]')) return '/';
  const path = new URL(document.baseURI).pathname;
  return path.slice(0, path.lastIndexOf('/') + 1);
}

/** The router's basename: the base without its trailing slash (`/` at the site root). */
export const routerBasename = () => appBasePath().replace(/(.)\/$/, '$1');

/** An absolute address beside `index.html` (`config.json`, `silent-refresh.html`, a route such as `sso`). */
export const appUrl = (relative: string) =>
  new URL(relative.replace(/^\//, ''), new URL(appBasePath(), globalThis.location?.origin ?? 'http://localhost')).href;

/** A browser path as the router sees it: the base taken off (`/trellis/preferences` → `/preferences`). */
export function withoutAppBase(location: string): string {
  const base = routerBasename();
  if (base === '/' || !location.startsWith(base)) return location;
  const rest = location.slice(base.length);
  if (rest === '' || /^[/?#]/.test(rest)) return rest.startsWith('/') ? rest : `/${rest}`;
  return location;
}
