import { queryOptions } from '@tanstack/react-query';

import { type RuntimeConfig, runtimeConfigQuery } from '@/shared/config';

export type OidcSettings = NonNullable<RuntimeConfig['oidc']>;

const oidcSettingsOf = (config: RuntimeConfig): OidcSettings | null => config.oidc;

/** The deployment's OIDC settings; OIDC is off (null) unless `/config.json` turns it on. */
export const oidcSettingsQuery = () => queryOptions({ ...runtimeConfigQuery(), select: oidcSettingsOf });
