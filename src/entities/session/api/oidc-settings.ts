import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

const runtimeConfigSchema = z.object({
  oidc: z
    .object({ authority: z.url(), clientId: z.string().min(1), scope: z.string().min(1) })
    .nullable()
    .catch(null),
});

export type OidcSettings = NonNullable<z.infer<typeof runtimeConfigSchema>['oidc']>;

let settings: Promise<OidcSettings | null> | null = null;

/**
 * The deployment's OIDC settings from `/config.json`; OIDC is off (null) when absent, unreadable or unreachable,
 * as section 7 says it is by default. Read once per page.
 */
export function fetchOidcSettings(): Promise<OidcSettings | null> {
  settings ??= fetch('/config.json', { headers: { Accept: 'application/json' } })
    .then(async (response) => (response.ok ? runtimeConfigSchema.parse(await response.json()).oidc : null))
    .catch(() => null);
  return settings;
}

export const oidcSettingsQuery = () =>
  queryOptions({ queryKey: ['oidc-settings'], queryFn: fetchOidcSettings, staleTime: Infinity });
