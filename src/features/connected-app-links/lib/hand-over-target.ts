import { COMMUNITY_APPLICATION } from '../config/connected-app-config';

/** Where /auth/connected-apps sends the user, or why it does not. */
export type HandOverTarget =
  | { kind: 'hand-over'; landingPage: string }
  | { kind: 'refused'; reason: 'unknown-application' | 'foreign-landing-page' };

/**
 * The landing page of a connected-apps link: only an absolute address on the community application's own origin
 * (scheme, host and port), so that the route can never send anyone elsewhere (no open redirect). Without a landing
 * page the application's start page is the target. A deployment that names no application (`appOrigin` null) has
 * none to hand over to.
 */
export function handOverTarget(query: URLSearchParams, appOrigin: string | null): HandOverTarget {
  if (query.get('application') !== COMMUNITY_APPLICATION || !appOrigin) {
    return { kind: 'refused', reason: 'unknown-application' };
  }
  const landingPage = query.get('landingPage');
  if (!landingPage) return { kind: 'hand-over', landingPage: `${appOrigin}/` };
  let url: URL;
  try {
    // No base: a relative or scheme-relative address (`//evil.test`) does not parse and is refused.
    url = new URL(landingPage);
  } catch {
    return { kind: 'refused', reason: 'foreign-landing-page' };
  }
  if (url.origin !== appOrigin || url.username || url.password) {
    return { kind: 'refused', reason: 'foreign-landing-page' };
  }
  return { kind: 'hand-over', landingPage: url.href };
}
