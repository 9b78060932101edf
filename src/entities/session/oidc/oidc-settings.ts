import { queryOptions } from '@tanstack/react-query';

import { fetchRuntimeConfig, type RuntimeConfig } from '@/shared/config';

export type OidcSettings = NonNullable<RuntimeConfig['oidc']>;

/** The deployment's OIDC settings; OIDC is off (null) unless `/config.json` turns it on. */
export const fetchOidcSettings = async (): Promise<OidcSettings | null> => (await fetchRuntimeConfig()).oidc;

export const oidcSettingsQuery = () =>
  queryOptions({ queryKey: ['oidc-settings'], queryFn: fetchOidcSettings, staleTime: Infinity });
