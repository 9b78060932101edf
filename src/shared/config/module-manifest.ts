import { z } from 'zod/mini';

/**
 * One business module as an operator names it in `config.json`'s `modules` (see docs/modules.md). The shell's own
 * stand-ins are entries too; their `entry` names code built into the shell (`builtin:<id>`).
 */
export const moduleManifestEntrySchema = z.object({
  id: z.string().check(z.regex(/^[a-z][a-z0-9-]{0,63}$/)),
  /** The route the module owns, with everything below it. */
  path: z.string().check(z.regex(/^\/[a-z0-9][a-z0-9/-]*$/)),
  /** The absolute URL of an ES module exporting `mount(container, host)`, or `builtin:<id>`. */
  entry: z.string().check(z.minLength(1)),
  /** A text per language (falls back to en-us), or a translation key. */
  title: z.union([z.string().check(z.minLength(1)), z.record(z.string(), z.string())]),
  /** Section 6's only/except rules, as the route guards read them. */
  access: z.optional(
    z.object({
      rules: z.array(z.object({ only: z.optional(z.array(z.string())), except: z.optional(z.array(z.string())) })),
      redirectTo: z.optional(z.string()),
    }),
  ),
  /** Subresource Integrity of the entry (`sha384-…`); a mismatch refuses the module. */
  integrity: z.optional(z.string()),
  navigation: z.optional(z.object({ order: z.optional(z.number()), hidden: z.optional(z.boolean()) })),
});

export type ModuleManifestEntry = z.infer<typeof moduleManifestEntrySchema>;
