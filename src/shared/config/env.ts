/**
 * The only place that reads Vite's build-time environment. Nothing that differs between deployments is read here:
 * that comes from config.json at run time (runtime-config.ts), so one build serves every environment.
 */
export const appEnv = {
  isDevelopment: import.meta.env.DEV,
  /** `0.1.0+<commit>` (scripts/release-id.ts): error reports carry it; dist-sourcemaps/<release>/ holds its maps. */
  release: __TRELLIS_RELEASE__,
} as const;
