export {
  fetchOrganizationTree,
  fetchUserOrganizations,
  organizationTreeQuery,
  userOrganizationsQuery,
  type OrganizationNode,
} from './api/organization-calls';
export { primeOrganizations } from './api/prime-organizations';
export { organizationTreeScopeOf, type OrganizationTreeScope } from './lib/organization-tree-scope';
