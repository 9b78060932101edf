/** Set by the build (vite.config.ts, scripts/release-id.ts): the release this build is. */
declare const __TRELLIS_RELEASE__: string;
