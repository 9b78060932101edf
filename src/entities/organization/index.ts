export {
  fetchOrganizationTree,
  fetchUserOrganizations,
  organizationTreeQuery,
  userOrganizationsQuery,
  type OrganizationNode,
} from './api/organization-calls';
export { organizationTreeScopeOf, type OrganizationTreeScope } from './lib/organization-tree-scope';
