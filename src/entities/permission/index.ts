export { fetchGrantedPermissions, grantedPermissionsQuery } from './api/permissions-query';
