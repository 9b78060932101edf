export {
  fetchOrganizationTree,
  fetchUserOrganizations,
  organizationTreeQuery,
  userOrganizationsQuery,
  type OrganizationNode,
} from './api/organization-api';
export { organizationTreeScopeOf, type OrganizationTreeScope } from './lib/organization-tree-scope';
