export {
  currentTenantQuery,
  fetchCurrentTenant,
  fetchUserTenants,
  SANDBOX_BUYING_TYPE,
  userTenantsQuery,
  type Tenant,
} from './api/tenant-api';
