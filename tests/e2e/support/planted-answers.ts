import type { BrowserContext } from '@playwright/test';

import { injectFault } from './test-server';

/** Answers `method path` with `body` for this browser context only: the server keeps its data. */
export async function plant(context: BrowserContext, baseURL: string, path: string, body: unknown, method = 'GET') {
  await injectFault(context, baseURL, { method, path, body });
}

/** The writes made when the startup dialogs close fail for this context, so that the server keeps its answers. */
export async function refuseStartupDialogWrites(context: BrowserContext, baseURL: string) {
  for (const path of ['/api/benchmarking/v1/notification', '/api/access/v1/tool-settings/user-preferences']) {
    await injectFault(context, baseURL, { method: 'PUT', path, status: 503 });
  }
}

/** The three startup dialogs open for this context whatever the server remembers of the user's answers. */
export async function plantStartupDialogs(context: BrowserContext, baseURL: string) {
  await plant(context, baseURL, '/api/alert/v1/alerts/maintenance/immediate', {
    alertScheduleId: 'planted-maintenance',
    maintenanceScheduleAttributes: {
      MaintenanceStartTime: '2026-11-30T02:00:00.000Z',
      MaintenanceEndTime: '2026-11-30T04:00:00.000Z',
    },
  });
  await plant(context, baseURL, '/api/benchmarking/v1/notification/HOME_PAGE', {
    messageId: 'BENCHMARKING_LAUNCH',
    notificationStatus: true,
    notificationType: 'HOME_PAGE',
  });
  await plant(context, baseURL, '/api/access/v1/tool-settings/user-preferences', [
    { toolName: 'ProductImprovements', enabled: false },
    { toolName: 'ProductImprovementsNotification', enabled: true },
  ]);
  await refuseStartupDialogWrites(context, baseURL);
}
