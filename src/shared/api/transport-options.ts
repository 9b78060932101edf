export interface TransportOptions {
  /** Prefix of every request; empty in the browser (same origin). */
  baseUrl: string;
  /** The app's own origin: requests to it are "relative" and carry the CSRF header. */
  appOrigin: string;
  /** Origins that may receive the bearer token, besides the app's own. Never a third party. */
  apiOrigins: readonly string[];
  getAccessToken: () => string | null;
  getLanguage: () => string;
  /**
   * Awaits the one shared token refresh (the session model's single flight). Resolves true when a new access
   * token is stored, false when the session could not be refreshed.
   */
  refreshSession: () => Promise<boolean>;
  fetch?: typeof globalThis.fetch;
}

export const isTrustedOrigin = (options: TransportOptions, url: URL) =>
  url.origin === options.appOrigin || options.apiOrigins.includes(url.origin);
