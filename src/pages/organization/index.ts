export { OrganizationPage } from './ui/organization-page';
export { fetchAccessLevels, fetchOrgGroupUsers } from './api/organization-people-api';
