import { z } from 'zod/mini';

/** The tenant context a link into the platform carries (section 2: `?context=…&contextVersion=…`). */
export interface LinkContext {
  context: string;
  contextVersion: string;
}

/** What a URL says: no context, a well-formed one, or values that cannot name a tenant. */
export type LinkContextInUrl = LinkContext | 'malformed' | null;

export const LINK_CONTEXT_PARAMS = ['context', 'contextVersion'] as const;

/**
 * A context is an opaque token (a tenant guid, or an encoded id); its version a short label. Anything else, such as a
 * value cut off in an e-mail client, is not sent to the server.
 */
export const linkContextSchema = z.object({
  context: z.string().check(z.regex(/^[\w.~+/=-]{1,256}$/)),
  contextVersion: z.string().check(z.regex(/^[\w.-]{1,32}$/)),
});

export function readLinkContext(params: URLSearchParams): LinkContextInUrl {
  const [contexts, versions] = LINK_CONTEXT_PARAMS.map((name) => params.getAll(name));
  if (!contexts?.length && !versions?.length) return null;
  if (contexts?.length !== 1 || versions?.length !== 1) return 'malformed';
  const parsed = linkContextSchema.safeParse({ context: contexts[0], contextVersion: versions[0] });
  return parsed.success ? parsed.data : 'malformed';
}
