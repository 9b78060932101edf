import { SESSION_DATA_STALE_MS } from './stale-times';

/** A signed-in tenant's data: nothing is asked before the tenant is known, and one read serves the session's screens. */
export const tenantSessionData = (tenantGuid: string | null) => ({
  enabled: tenantGuid !== null,
  staleTime: SESSION_DATA_STALE_MS,
});

interface TenantStore<T> {
  remember(tenantGuid: string, value: NonNullable<T>): void;
  storedOf(tenantGuid: string | null): T | undefined;
}

/** A read whose last answer is kept per tenant: a return visit paints with it while the fresh one loads. */
export const keptPerTenant = <T>(tenantGuid: string | null, read: () => Promise<T>, store: TenantStore<T>) => ({
  queryFn: async () => {
    const value = await read();
    if (value != null && tenantGuid) store.remember(tenantGuid, value);
    return value;
  },
  placeholderData: () => store.storedOf(tenantGuid),
});
