export { OrganizationPage } from './ui/organization-page';
