export { fetchGrantedPermissions, grantedPermissionsQuery } from './api/permissions-api';
export { primePermissions } from './api/prime-permissions';
