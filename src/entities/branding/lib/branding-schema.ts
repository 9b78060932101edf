import { z } from 'zod';

import { type BrandingComponents, responseSchemaOf } from '@/shared/api';
import { sanitizeUrl } from '@/shared/lib/sanitize';

const colour = z.string().regex(/^#[0-9a-f]{6}$/i);
/** A server- or storage-supplied image address, through the shell's sanitiser; a refused one is no image. */
const imageAddress = z
  .string()
  .nullish()
  .transform((value) => (value ? sanitizeUrl('image-url', value) || null : null))
  .catch(null);

/**
 * The branding response of section 3, as the shell can use it: each unreadable part falls back alone (a colour to
 * the default, an image address to the next logo source). Stored brand data is read with it too.
 */
export const brandingSchema = responseSchemaOf<BrandingComponents['schemas']['BrandingResponse']>()(
  z.object({
    loginLogoData: imageAddress,
    logoData: imageAddress,
    primaryColor: colour.nullish().catch(null),
    secondaryColor: colour.nullish().catch(null),
    tertiaryColor: colour.nullish().catch(null),
    pageTitle: z.string().nullish().catch(null),
    inheritedFrom: z.string().nullish().catch(null),
    inherited: z.boolean().catch(false),
  }),
);

export const resourceItemSchema = responseSchemaOf<BrandingComponents['schemas']['ResourceItem']>()(
  z.object({
    resourceName: z.string(),
    data: imageAddress.transform((value) => value ?? undefined).optional(),
    favicon: imageAddress.transform((value) => value ?? undefined).optional(),
    tabTitle: z.string().optional().catch(undefined),
  }),
);

export type Branding = z.infer<typeof brandingSchema>;
export type ResourceItem = z.infer<typeof resourceItemSchema>;
