import type { Branding, ResourceItem } from './branding-schema';

export const DEFAULT_LOGIN_LOGO = '/favicon.svg';

/** The organisation's login logo, in the order of section 2: branding, locally stored brand data, resources, default. */
export function chooseLoginLogo(sources: {
  branding: Branding | null | undefined;
  storedLogo: string | null;
  resources: ResourceItem[] | undefined;
}): string {
  return (
    sources.branding?.loginLogoData ??
    sources.storedLogo ??
    sources.resources?.find((item) => item.resourceName === 'LoginLogo')?.data ??
    DEFAULT_LOGIN_LOGO
  );
}
