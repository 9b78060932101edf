/** Section 6: only with this permission is the tenant's whole organisation tree fetched. */
export const FULL_ORGANIZATION_TREE_PERMISSION = 'Login';

/**
 * The organisation tree changes seldom, and a switch of tenant or scope asks under another key: the header's context
 * menu and the organisation page share one read instead of asking again on every screen.
 */
export const ORGANIZATION_TREE_STALE_MS = 5 * 60_000;
