import { z } from 'zod/mini';

import { localStore } from '@/shared/lib/storage';

import { type Branding, brandingSchema } from './branding-schema';

/** Read like the server's answer, with the same fallbacks: one bad colour falls back alone and never blanks the app. */
const storedBrandSchema = z.extend(brandingSchema, { tenantGuid: z.string() });

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
