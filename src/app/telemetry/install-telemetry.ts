import { $accessClaims } from '@/entities/session';
import { startTracesOnUserActions } from '@/shared/api';
import { provideTelemetryContext } from '@/shared/lib/telemetry';

import { appScope } from '../model/app-scope';
import { reportModuleFailures, reportUncaughtErrors } from './error-reports';

/**
 * The web-vitals library (one file) loads this long after the page has loaded: its observers read the browser's
 * buffered entries, so nothing before is lost, and its file stays out of the page's start (the sign-in page's script
 * ceiling, scripts/bench/budgets.ts).
 */
const WEB_VITALS_DELAY_MS = 3_000;

/**
 * Error reports and web-vitals go to config.json's telemetry endpoint, with the signed-in tenant's and user's ids
 * and nothing else about the person. Each user action starts a trace that the API requests it causes carry.
 */
export function installTelemetry(): void {
  provideTelemetryContext(() => {
    const claims = appScope.getState($accessClaims);
    return claims ? { tenantGuid: claims.tenantGuid, userId: claims.guid } : {};
  });
  reportUncaughtErrors();
  reportModuleFailures();
  startTracesOnUserActions();
  const startVitals = () =>
    setTimeout(() => void import('./web-vitals').then((vitals) => vitals.reportWebVitals()), WEB_VITALS_DELAY_MS);
  if (document.readyState === 'complete') startVitals();
  else window.addEventListener('load', startVitals, { once: true });
}
