/**
 * The only place that reads Vite's build-time environment. Nothing that differs between deployments is read here:
 * that comes from config.json at run time (runtime-config.ts), so one build serves every environment.
 */
export const appEnv = {
  isDevelopment: import.meta.env.DEV,
} as const;
