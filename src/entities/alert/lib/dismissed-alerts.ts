import { z } from 'zod/mini';

import { localStore } from '@/shared/lib/storage';

/** One list of schedule ids per user and tenant, all under one key (as the page history); unreadable data is none. */
const dismissedSchema = z.record(z.string(), z.array(z.string()));

export interface AlertViewer {
  userGuid: string;
  tenantGuid: string;
}

const viewerKey = ({ userGuid, tenantGuid }: AlertViewer) => `${userGuid}:${tenantGuid}`;
const readAll = () => localStore.read('dismissedAlerts', dismissedSchema) ?? {};

/**
 * Schedule ids of the banner alerts this user closed in this tenant; kept locally (section 4) and never shown to them
 * again. Someone else at the same browser still sees them.
 */
export const readDismissedAlerts = (viewer: AlertViewer): string[] => readAll()[viewerKey(viewer)] ?? [];

export function dismissAlert(viewer: AlertViewer, scheduleId: string): string[] {
  const all = readAll();
  const dismissed = [...new Set([...(all[viewerKey(viewer)] ?? []), scheduleId])];
  localStore.write('dismissedAlerts', { ...all, [viewerKey(viewer)]: dismissed });
  return dismissed;
}
