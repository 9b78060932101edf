import { z } from 'zod/mini';

export const FALLBACK_VERSION = '0.0.0';

const versionText = z.pipe(
  z.pipe(
    z.string(),
    z.transform((text) => text.split('|')[0]?.trim() ?? ''),
  ),
  z.string().check(z.minLength(1)),
);

/** The version is the part of `version|build` before the bar; anything unreadable is 0.0.0. */
export function parseVersion(text: unknown): string {
  const parsed = versionText.safeParse(text);
  return parsed.success ? parsed.data : FALLBACK_VERSION;
}
