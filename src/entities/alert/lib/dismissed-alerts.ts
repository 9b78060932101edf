import { z } from 'zod/mini';

import { localStore } from '@/shared/lib/storage';

const dismissedSchema = z.array(z.string());

/** Schedule ids of the banner alerts the user closed; kept locally (section 4) and never shown again. */
export const readDismissedAlerts = (): string[] => localStore.read('dismissedAlerts', dismissedSchema) ?? [];

export function dismissAlert(scheduleId: string): string[] {
  const dismissed = [...new Set([...readDismissedAlerts(), scheduleId])];
  localStore.write('dismissedAlerts', dismissed);
  return dismissed;
}
