/** Content settings (section 3's content attributes) the shell reads by key. */
export const LICENSE_CONTENT_SETTING = 'LicenseContent';
/** The address of the system-status page (the maintenance dialog's more-information link). */
export const SYSTEM_STATUS_URL_SETTING = 'SystemStatusUrl';
