import { z } from 'zod/mini';

/**
 * The items of a server list that match `schema`; one unreadable item is left out rather than losing the list.
 * Null when the data is not a list at all.
 */
export function readableItems<T>(schema: z.ZodMiniType<T>, data: unknown): T[] | null {
  const list = z.array(z.unknown()).safeParse(data);
  if (!list.success) return null;
  return list.data.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}
