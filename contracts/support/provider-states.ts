/** Provider state names shared by the consumer tests and the provider verification. */
export const PROVIDER_STATES = {
  platformVersion: 'the platform version is 4.12.0|20261120.3',
  contentServiceFailing: 'the content service fails',
  adminHasDemoPassword: 'admin@acme.test has the password trellis-demo',
  adminSignedIn: 'admin@acme.test is signed in',
  analystSignedIn: 'analyst@acme.test is signed in',
  globexUsesSaml: 'the domain globex.test signs in with SAML',
  userTypeFailing: 'the user-type lookup fails',
  ssoCodeIssued: 'the identity provider issued sso@globex.test a one-time code',
  brandingFailing: 'the branding service fails',
  sandboxContextExists: 'the context sandbox-review version 1 belongs to Acme Sandbox',
} as const;
