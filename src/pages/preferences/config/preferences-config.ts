/** The permission to change the organisation's formats; without it they are shown read-only. Not named by section 6. */
export const ORGANIZATION_SETTINGS_PERMISSION = 'OrganizationSettingsEdit';
