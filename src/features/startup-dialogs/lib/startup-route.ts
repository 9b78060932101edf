import { STARTUP_EXCLUDED_PATHS } from '../config/startup-config';

/** The first path segment: startup flows run again only when it changes. */
export const firstSegmentOf = (pathname: string) => pathname.split('/').find(Boolean) ?? '';

/** Section 2: the landing, sign-in, EULA, 404, onboarding and trust-profile-share paths never start the flows. */
export const startsStartupFlows = (pathname: string) =>
  pathname !== '/' &&
  !STARTUP_EXCLUDED_PATHS.some((excluded) => pathname === excluded || pathname.startsWith(`${excluded}/`));
