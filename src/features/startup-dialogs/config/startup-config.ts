import { MAINTENANCE_VIEW_PERMISSION } from '@/entities/alert';

/** Section 9: startup flows wait this long after the first path segment changes. */
export const STARTUP_DELAY_MS = 250;
export const BENCHMARKING_NOTIFICATION_TYPE = 'HOME_PAGE';
export const BENCHMARKING_PAGE = '/reporting/benchmarking';

/** Section 2: routes that never trigger the startup flows (by first path segment or prefix). */
export const STARTUP_EXCLUDED_PATHS = [
  '/auth',
  '/eula',
  '/landing',
  '/404',
  '/onboarding',
  '/vendor-portal/trust-profile-shares',
] as const;

export const MAINTENANCE_PERMISSION = MAINTENANCE_VIEW_PERMISSION;
export const BENCHMARKING_PERMISSION = 'ViewOTBenchmarkingMetaData';
export const PRODUCT_IMPROVEMENTS_PERMISSIONS = ['Pendo', 'UserToolSetting'] as const;

/** Known benchmarking messages and the translation key of their banner text; others get the default wording. */
export const BENCHMARKING_MESSAGES: Record<string, string> = {
  BENCHMARKING_LAUNCH: 'BenchmarkingBannerLaunch',
  BENCHMARKING_NEW_METRICS: 'BenchmarkingBannerNewMetrics',
};
export const BENCHMARKING_DEFAULT_MESSAGE = 'BenchmarkingBannerDefault';
