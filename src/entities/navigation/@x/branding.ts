/** What the branding entity may read of the navigation: whether the new workspace navigation is on (section 7.31). */
export { navigationConfigurationQuery } from '../api/navigation-api';
