import { z } from 'zod/mini';

/** A module compiled into the shell names its code `builtin:<id>` instead of an address. */
export const BUILTIN_ENTRY_PREFIX = 'builtin:';

const isModuleAddress = (entry: string) => {
  if (entry.startsWith(BUILTIN_ENTRY_PREFIX)) return true;
  try {
    const url = new URL(entry);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

const isHttpAddress = (address: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(address).protocol);
  } catch {
    return false;
  }
};

/** Origins (or addresses on them) a module reaches besides its entry's; the policy admits their origins. */
const originsSchema = z.optional(z.array(z.string().check(z.refine(isHttpAddress))));

/**
 * A platform API path prefix a framed module may call (`/api/evidence/`): below /api/, ending with `/`, with nothing
 * a path could be bent with (dots, percent-encoding, backslashes, queries).
 */
const isApiPrefix = (prefix: string) => /^\/api\/([a-z0-9-]+\/)+$/i.test(prefix);

const accessRuleSchema = z.object({
  only: z.optional(z.array(z.string())),
  except: z.optional(z.array(z.string())),
});

/**
 * One business module as an operator names it in `config.json`'s `modules` (see docs/modules.md). The shell's own
 * stand-ins are entries too; their `entry` names code built into the shell (`builtin:<id>`).
 */
export const moduleManifestEntrySchema = z
  .object({
    id: z.string().check(z.regex(/^[a-z][a-z0-9-]{0,63}$/)),
    /** The route the module owns, with everything below it. */
    path: z.string().check(z.regex(/^\/[a-z0-9][a-z0-9/-]*$/)),
    /** The absolute http(s) URL of an ES module exporting `mount(container, host)`, or `builtin:<id>`. */
    entry: z.string().check(z.refine(isModuleAddress)),
    /** A text per language (falls back to en-us), or a translation key. */
    title: z.union([z.string().check(z.minLength(1)), z.record(z.string(), z.string())]),
    /** Section 6's only/except rules, as the route guards read them. */
    access: z.optional(
      z.object({
        rules: z.array(accessRuleSchema),
        combine: z.optional(z.enum(['AND', 'OR'])),
        redirectTo: z.optional(z.string()),
      }),
    ),
    /** Subresource Integrity of the entry (`sha256-…`, `sha384-…` or `sha512-…`); a mismatch refuses the module. */
    integrity: z.optional(z.string().check(z.regex(/^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/))),
    /**
     * What the module needs of the shell: `host`, a semver range of the host API (`^1.2.0`). A shell that does not
     * satisfy it never loads the entry (the range is checked where modules are hosted: semver stays out of this file).
     */
    requires: z.optional(z.object({ host: z.optional(z.string().check(z.minLength(1), z.maxLength(256))) })),
    /** Where the navigation lists it (lower first), or not at all (the path still works). */
    navigation: z.optional(z.object({ order: z.optional(z.number()), hidden: z.optional(z.boolean()) })),
    /** Further origins the module calls (its own origin, the entry's, needs no naming). */
    connect: originsSchema,
    /** Further origins the module shows images from. */
    images: originsSchema,
    /** `frame`: the entry is an HTML page the shell frames and reaches over the bridge (docs/modules.md, section 9). */
    isolation: z.optional(z.enum(['none', 'frame'])),
    /** A framed module's platform API path prefixes; absent: no platform call at all. */
    api: z.optional(z.array(z.string().check(z.refine(isApiPrefix))).check(z.maxLength(50))),
    /** What a framed module may ask of its frame beyond the default sandbox. */
    allow: z.optional(z.array(z.enum(['downloads', 'popups']))),
  })
  .check(
    // A framed module's page is an address on the module's origin, never code built into the shell.
    z.refine((entry) => entry.isolation !== 'frame' || !entry.entry.startsWith(BUILTIN_ENTRY_PREFIX)),
  );

export type ModuleManifestEntry = z.infer<typeof moduleManifestEntrySchema>;

/**
 * The valid entries of a list: one bad entry is left out (and said), not the whole list; a second entry with an id
 * or path already taken is left out too.
 */
export function readModuleManifest(value: unknown): ModuleManifestEntry[] {
  if (!Array.isArray(value)) return [];
  const entries: ModuleManifestEntry[] = [];
  for (const item of value) {
    const parsed = moduleManifestEntrySchema.safeParse(item);
    if (!parsed.success) {
      console.error('[modules] A manifest entry is not valid and is left out.', item);
      continue;
    }
    if (entries.some((entry) => entry.id === parsed.data.id || entry.path === parsed.data.path)) continue;
    entries.push(parsed.data);
  }
  return entries;
}

/** config.json's `modules`: the entries, and whether a developer may point one at a local build. */
export interface ModulesSetting {
  entries: ModuleManifestEntry[];
  allowOverrides: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * config.json's `modules`: an array of entries (the first form, still valid), or `{ entries, allowOverrides }`.
 * Overrides are off unless `allowOverrides` is exactly `true`.
 */
export function readModulesSetting(value: unknown): ModulesSetting {
  if (Array.isArray(value)) return { entries: readModuleManifest(value), allowOverrides: false };
  if (!isObject(value)) return { entries: [], allowOverrides: false };
  return { entries: readModuleManifest(value.entries), allowOverrides: value.allowOverrides === true };
}

/** The text of a title in `language`, else its en-us text; a string is a translation key, given to `translate`. */
export function moduleTitle(
  title: ModuleManifestEntry['title'],
  language: string,
  translate: (key: string) => string,
): string {
  if (typeof title === 'string') return translate(title);
  return title[language] ?? title[language.split('-')[0] ?? ''] ?? title['en-us'] ?? Object.values(title)[0] ?? '';
}
