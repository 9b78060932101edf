/** Every permission the shell acts on (section 6), by what it turns on. */
export const PERMISSIONS = {
  /** The automatic token refresh runs. */
  autoRefreshToken: 'AutoRefreshToken',
  /** The idle watch and its warning run. */
  sessionTimeoutWarning: 'SessionTimeoutWarning',
  /** Community links go through connected apps. */
  accessToCommunity: 'AccessToMyOT',
  /** Product analytics may run. */
  productAnalytics: 'ProductAnalytics',
  /** The tenant's whole organisation tree is read, not only the invited organisation. */
  fullOrganizationTree: 'Login',
  /** The organisation's default formats may be changed (not named by section 6). */
  organizationSettingsEdit: 'OrganizationSettingsEdit',
} as const;
