import { z } from 'zod/mini';

import { type ApiClient, type ApiSchemas, readOr, responseSchemaOf } from '@/shared/api';

import type { ThemeName } from '../config/themes';

const capabilitySchema = responseSchemaOf<ApiSchemas['atlas']['ThemeCapability']>()(
  z.object({ themeEnabled: z.boolean(), theme: z.unknown() }),
);

export interface ThemeCapability {
  themeEnabled: boolean;
  /** Not yet checked: the model accepts only valid names. */
  theme: unknown;
}

/** GET /api/atlas/v1/theme; on failure themes are off and the current theme stays (section 7). */
export async function fetchThemeCapability(client: ApiClient, currentTheme: ThemeName): Promise<ThemeCapability> {
  const themesOff: ThemeCapability = { themeEnabled: false, theme: currentTheme };
  return readOr(themesOff, client.GET('/api/atlas/v1/theme'), (data) => capabilitySchema.safeParse(data).data);
}
