export const DEMO_PASSWORD = 'trellis-demo';

/** The demo sign-ins the README and the server's start-up message list. */
export const DEMO_USERS = [
  { email: 'admin@acme.test', shows: 'Site Admin with every permission; tenants Acme Corp, Acme Sandbox and Globex' },
  { email: 'analyst@acme.test', shows: 'few permissions; Arabic, right to left' },
  { email: 'eula@acme.test', shows: 'must accept the licence agreement first (/eula)' },
  { email: 'sso@globex.test', shows: 'SAML single sign-on (tenant Globex)' },
  { email: 'idle@acme.test', shows: 'short refresh-token lifetime: the idle warning comes early' },
] as const;
