export { fetchGrantedPermissions, grantedPermissionsQuery } from './api/permissions-query';
export { primePermissions } from './api/prime-permissions';
