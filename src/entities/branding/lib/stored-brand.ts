import { z } from 'zod';
import { localStore } from '@/shared/lib/storage';
import type { Branding } from '../api/branding-queries';

const storedBrandSchema = z.object({
  tenantGuid: z.string(),
  loginLogoData: z.string().nullish().catch(null),
  logoData: z.string().nullish().catch(null),
  primaryColor: z.string().nullish().catch(null),
  secondaryColor: z.string().nullish().catch(null),
  tertiaryColor: z.string().nullish().catch(null),
  pageTitle: z.string().nullish().catch(null),
  inheritedFrom: z.string().nullish().catch(null),
  inherited: z.boolean().catch(false),
});

/** The last branding seen (ZenBrands): the first paint of a return visit, and the login logo's second source. */
export const readStoredBrand = () => localStore.read('brands', storedBrandSchema);

export function rememberBrand(tenantGuid: string, branding: Branding): void {
  localStore.write('brands', { ...branding, tenantGuid });
}

/** The stored branding when it belongs to this tenant. */
export function storedBrandOf(tenantGuid: string | null): Branding | null {
  const stored = readStoredBrand();
  if (!stored || stored.tenantGuid !== tenantGuid) return null;
  const { tenantGuid: _tenant, ...branding } = stored;
  return branding;
}
