/** The only place that reads Vite's build-time environment. */
const env = import.meta.env;

const listOf = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

export const appEnv = {
  isDevelopment: env.DEV,
  /** Where the app is served from (Vite's `base`): `/` at the site root. */
  appBase: env.BASE_URL,
  /** Empty: the API is on the app's own origin. */
  apiBaseUrl: (env.VITE_API_BASE_URL as string | undefined) ?? '',
  /** Further origins that may receive the bearer token; no other origin ever does. */
  apiOrigins: listOf(env.VITE_API_ORIGINS as string | undefined),
} as const;
