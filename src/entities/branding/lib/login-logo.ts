import { appBasePath } from '@/shared/config';

import type { Branding, ResourceItem } from './branding-schema';

/** The product's icon, beside index.html wherever the shell is served. */
export const DEFAULT_LOGIN_LOGO = `${appBasePath()}favicon.svg`;

/** The content setting that holds an organisation's login logo (section 2's third source). */
const LOGIN_LOGO_CONTENT_KEY = 'LoginLogo';

/** The login-page resource that carries the login logo. */
const LOGIN_LOGO_RESOURCE = 'LoginLogo';

/**
 * The organisation's login logo, in the order of section 2: branding, brand data stored locally, the configured
 * logo, then the default. The 404 page configures it in content settings (`contentLoginLogo`); the sign-in page in
 * its login-page resources (`resourcesLoginLogo`).
 */
export function chooseLoginLogo(sources: {
  branding: Branding | null | undefined;
  storedLogo: string | null;
  configuredLogo: string | null;
}): string {
  return sources.branding?.loginLogoData || sources.storedLogo || sources.configuredLogo || DEFAULT_LOGIN_LOGO;
}

export function contentLoginLogo(settings: Readonly<Record<string, string>> | undefined): string | null {
  return settings?.[LOGIN_LOGO_CONTENT_KEY]?.trim() || null;
}

export function resourcesLoginLogo(resources: readonly ResourceItem[] | undefined): string | null {
  return resources?.find((item) => item.resourceName === LOGIN_LOGO_RESOURCE)?.data?.trim() || null;
}
