import { z } from 'zod/mini';

import { type ApiSchemas, responseSchemaOf } from '@/shared/api';
import { readableItems } from '@/shared/lib/parse';
import { sanitizeUrl } from '@/shared/lib/sanitize';

const colour = z.catch(z.nullish(z.string().check(z.regex(/^#[0-9a-f]{6}$/i))), null);
/** A server- or storage-supplied image address, through the shell's sanitiser; a refused one is no image. */
const imageAddress = z.catch(
  z.pipe(
    z.nullish(z.string()),
    z.transform((value) => (value ? sanitizeUrl('image-url', value) || null : null)),
  ),
  null,
);
/** The same, absent rather than null when refused. */
const optionalImageAddress = z.optional(
  z.pipe(
    imageAddress,
    z.transform((value) => value ?? undefined),
  ),
);

/**
 * The branding response of section 3, as the shell can use it: each unreadable part falls back alone (a colour to
 * the default, an image address to the next logo source). Stored brand data is read with it too.
 */
export const brandingSchema = responseSchemaOf<ApiSchemas['branding']['BrandingResponse']>()(
  z.object({
    loginLogoData: imageAddress,
    logoData: imageAddress,
    primaryColor: colour,
    secondaryColor: colour,
    tertiaryColor: colour,
    pageTitle: z.catch(z.nullish(z.string()), null),
    inheritedFrom: z.catch(z.nullish(z.string()), null),
    inherited: z.catch(z.boolean(), false),
  }),
);

export const resourceItemSchema = responseSchemaOf<ApiSchemas['branding']['ResourceItem']>()(
  z.object({
    resourceName: z.string(),
    data: optionalImageAddress,
    favicon: optionalImageAddress,
    tabTitle: z.catch(z.optional(z.string()), undefined),
  }),
);

export type Branding = z.infer<typeof brandingSchema>;
export type ResourceItem = z.infer<typeof resourceItemSchema>;

/** The tenant's branding as the global state answered it; undefined when unreadable (its endpoint answers instead). */
export const brandingFromGlobalState = (branding: unknown): Branding | undefined =>
  brandingSchema.safeParse(branding).data;

/** The login-page resources as the global state answered them; undefined when not a list (the endpoint answers). */
export const resourcesFromGlobalState = (resources: unknown): ResourceItem[] | undefined =>
  readableItems(resourceItemSchema, resources) ?? undefined;
