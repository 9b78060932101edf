export { OrganizationPage } from './ui/organization-page';
export { fetchOrganizationTree, fetchUserOrganizations } from './api/organization-calls';
