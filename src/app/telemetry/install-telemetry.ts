import { scopeBind } from 'effector';

import { $accessClaims } from '@/entities/session';
import { startTracesOnUserActions } from '@/shared/api';
import { provideTelemetryContext } from '@/shared/lib/telemetry';

import { appScope } from '../model/app-scope';
import { reportModuleFailures, reportUncaughtErrors } from './error-reports';
import { pageLoaded } from './web-vitals-start';

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
  const loaded = scopeBind(pageLoaded, { scope: appScope });
  if (document.readyState === 'complete') loaded();
  else window.addEventListener('load', () => loaded(), { once: true });
}
