/** Section 6: only with this permission is the tenant's whole organisation tree fetched. */
export const FULL_ORGANIZATION_TREE_PERMISSION = 'Login';
