import { z } from 'zod/mini';

import { localStore } from '@/shared/lib/storage';

type ContentSettings = Readonly<Record<string, string>>;

const storedSchema = z.object({ tenantGuid: z.string(), settings: z.record(z.string(), z.string()) });

/** A tenant's content settings (`TrellisContent`, removed at logout): the first paint of a return visit. */
export function rememberContent(tenantGuid: string, settings: ContentSettings): void {
  localStore.write('content', { tenantGuid, settings });
}

export function storedContentOf(tenantGuid: string | null): ContentSettings | undefined {
  const stored = localStore.read('content', storedSchema);
  return stored && stored.tenantGuid === tenantGuid ? stored.settings : undefined;
}
