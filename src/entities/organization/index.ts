export {
  fetchOrganizationTree,
  fetchUserOrganizations,
  organizationTreeQuery,
  userOrganizationsQuery,
  type OrganizationNode,
} from './api/organization-calls';
