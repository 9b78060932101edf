import { FULL_ORGANIZATION_TREE_PERMISSION } from '../config/organization-config';

/** The whole tree (with `Login`), or only the organisation the user was invited to (without it). */
export type OrganizationTreeScope = 'full' | 'invited';

export const organizationTreeScopeOf = (grantedPermissions: readonly string[]): OrganizationTreeScope =>
  grantedPermissions.includes(FULL_ORGANIZATION_TREE_PERMISSION) ? 'full' : 'invited';
