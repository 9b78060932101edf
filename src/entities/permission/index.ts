export { fetchGrantedPermissions, grantedPermissionsQuery } from './api/permissions-api';
