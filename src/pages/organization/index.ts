export { OrganizationPage } from './ui/organization-page';
export { fetchOrganizationTree, fetchUserOrganizations } from './api/organization-calls';
export { fetchAccessLevels, fetchOrgGroupUsers } from './api/organization-people';
