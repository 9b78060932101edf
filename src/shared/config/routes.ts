/** The shell's own top-level routes (section 2), by name: code that sends the user to one names it from here. */
export const ROUTES = {
  signIn: '/auth',
  landing: '/landing',
  moduleHost: '/mfe-host',
  notFound: '/404',
  eula: '/eula',
  sso: '/sso',
  organization: '/organization',
  preferences: '/preferences',
} as const;
