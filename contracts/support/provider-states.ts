/**
 * The provider states the pacts name, each a business situation; the provider answers the values in brackets, which
 * the pacts inject with `fromProviderState`. Parameters go with the state (`given(name, params)`).
 * A provider implements one handler per name (the reference server: server/test-harness/provider-states/state-handlers.ts).
 */
export const PROVIDER_STATES = {
  /** [username, password] */
  passwordUser: 'a user can sign in with a password',
  /** [accessToken, refreshToken, userId, email, tenantId]; params: granted, denied (permission names) */
  signedIn: 'a user is signed in',
  /** [… of signedIn, otherTenantId] */
  signedInWithAnotherTenant: 'a signed-in user belongs to another tenant',
  /** [… of signedIn, context, contextVersion, contextTenantId] */
  contextLink: 'a context link names a tenant of the signed-in user',
  /** [code] */
  ssoCodeIssued: 'the identity provider issued a one-time sign-in code',
  /** [email] */
  samlDomain: 'an e-mail domain signs in with SAML',
  /** [… of signedIn] */
  tenantHadTrial: "the signed-in user's tenant had a trial",
  /** [… of signedIn] */
  tenantNeverHadTrial: "the signed-in user's tenant never had a trial",
  /** [… of signedIn]; params: languageCode (the alert has a text in it) */
  bannerAlertShown: 'a banner alert is shown to the signed-in user',
  /** [… of signedIn, scheduleId] */
  maintenanceAnnounced: 'a maintenance window is announced that the signed-in user has not acknowledged',
  /** [… of signedIn] */
  maintenanceAcknowledged: 'the signed-in user acknowledged the announced maintenance window',
  /** [… of signedIn, messageId] */
  benchmarkingNoticePending: 'the signed-in user has not answered the benchmarking notice',
  /** [… of signedIn]; params: timeFormat and those of signedIn */
  timeFormatChosen: 'the signed-in user chose a time format',
  /** [… of signedIn, otherRole] */
  secondRole: 'the signed-in user has a second role',
  /** [… of signedIn, otherOrgGroupId] */
  secondOrgGroup: 'the signed-in user is in a second organisation group of the tenant',
  /** [… of signedIn, otherOrganizationId]; params: those of signedIn (a user with Login may enter any) */
  otherOrganization: 'the signed-in user may work in another organisation of the tenant',
  /** [… of signedIn, foreignRole] */
  foreignRole: 'a role exists that the signed-in user does not have',
  /** [… of signedIn, foreignOrgGroupId] */
  foreignOrgGroup: 'the tenant has an organisation group the signed-in user is not in',
  /** [… of signedIn, foreignOrganizationId]; params: those of signedIn (without Login only the invited one is open) */
  foreignOrganization: 'the tenant has an organisation outside the one the signed-in user was invited to',
  /** [version]; params: version */
  platformVersion: 'the platform reports a version',
} as const;
