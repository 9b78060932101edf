/** Never remembered as the place to return to after sign-in (section 2). */
export const RETURN_URL_EXCLUDED_PREFIXES: readonly string[] = [
  '/404',
  '/app/#/404',
  '/app/#/consent',
  '/app/#/error',
  '/app/#/saml',
  '/app/#/webform',
  '/auth',
  '/error',
  '/eula',
  '/landing',
  '/sso',
  '/welcome',
];

/**
 * The in-app location to return to, or null: only a path on this origin (never `//host` or another origin),
 * and none of the excluded prefixes.
 */
export function rememberableReturnUrl(location: string): string | null {
  if (!location.startsWith('/') || location.startsWith('//') || location.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(location, 'https://trellis.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'https://trellis.invalid') return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return RETURN_URL_EXCLUDED_PREFIXES.some((prefix) => path.startsWith(prefix)) ? null : path;
}
