import { PERMISSIONS } from '@/shared/config';

/** The whole tree (with `Login`), or only the organisation the user was invited to (without it). */
export type OrganizationTreeScope = 'full' | 'invited';

export const organizationTreeScopeOf = (grantedPermissions: readonly string[]): OrganizationTreeScope =>
  grantedPermissions.includes(PERMISSIONS.fullOrganizationTree) ? 'full' : 'invited';
