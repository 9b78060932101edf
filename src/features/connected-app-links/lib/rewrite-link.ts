import { COMMUNITY_APPLICATION, CONNECTED_APPS_PATH } from '../config/connected-app-config';

/**
 * The connected-apps address for a link to the community application (exactly its origin: scheme, host and port),
 * or null for any other link, which is left alone.
 */
export function connectedAppHref(href: string, baseUrl: string, appOrigin: string): string | null {
  let url: URL;
  try {
    url = new URL(href, baseUrl);
  } catch {
    return null;
  }
  if (url.origin !== appOrigin) return null;
  const query = new URLSearchParams({ landingPage: url.href, application: COMMUNITY_APPLICATION });
  return `${CONNECTED_APPS_PATH}?${query.toString()}`;
}
