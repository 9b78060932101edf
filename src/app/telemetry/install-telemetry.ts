import { $accessClaims } from '@/entities/session';
import { provideTelemetryContext } from '@/shared/lib/telemetry';

import { appScope } from '../model/app-scope';
import { reportUncaughtErrors } from './error-reports';

/**
 * Error reports and web-vitals go to config.json's telemetry endpoint, with the signed-in tenant's and user's ids
 * and nothing else about the person.
 */
export function installTelemetry(): void {
  provideTelemetryContext(() => {
    const claims = appScope.getState($accessClaims);
    return claims ? { tenantGuid: claims.tenantGuid, userId: claims.guid } : {};
  });
  reportUncaughtErrors();
  const startVitals = () => void import('./web-vitals').then((vitals) => vitals.reportWebVitals());
  if (document.readyState === 'complete') startVitals();
  else window.addEventListener('load', startVitals, { once: true });
}
