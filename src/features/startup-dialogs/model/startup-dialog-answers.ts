import { createEffect, createEvent, sample } from 'effector';

import { acknowledgeAlertSchedule, type MaintenanceAlert } from '@/entities/alert';
import { saveToolSettings, type ToolSetting } from '@/entities/tool-setting';
import { apiClient } from '@/shared/api';
import { navigateFx } from '@/shared/lib/navigation';

import { type BenchmarkingNotification, saveBenchmarkingNotification } from '../api/benchmarking-api';
import { BENCHMARKING_PAGE } from '../config/startup-config';
import { startupDialogClosed } from './startup-flow';

export type BenchmarkingAnswer = 'remindMeLater' | 'doNotShowAgain' | 'learnMore';
export type ProductImprovementsAnswer = 'optIn' | 'removeGuidance';

export const maintenanceAnswered = createEvent<{ alert: MaintenanceAlert; doNotShowAgain: boolean }>();
export const benchmarkingAnswered = createEvent<{
  notification: BenchmarkingNotification;
  answer: BenchmarkingAnswer;
}>();
export const productImprovementsAnswered = createEvent<ProductImprovementsAnswer>();

export const acknowledgeFx = createEffect((scheduleId: string) => acknowledgeAlertSchedule(apiClient, scheduleId));
export const saveBenchmarkingFx = createEffect(({ messageId, status }: { messageId: string; status: boolean }) =>
  saveBenchmarkingNotification(apiClient, messageId, status),
);
export const saveToolSettingsFx = createEffect((settings: ToolSetting[]) => saveToolSettings(apiClient, settings));
/** The user's tool settings were saved (or the save failed): what depends on them may look again. */
export const toolSettingsSaved = saveToolSettingsFx.finally.map(() => undefined);

sample({
  clock: maintenanceAnswered,
  filter: ({ doNotShowAgain }) => doNotShowAgain,
  fn: ({ alert }) => alert.alertScheduleId,
  target: acknowledgeFx,
});

// Closing (remind me later, learn more) shows the notice again another time; do-not-show-again never.
sample({
  clock: benchmarkingAnswered,
  fn: ({ notification, answer }) => ({ messageId: notification.messageId, status: answer !== 'doNotShowAgain' }),
  target: saveBenchmarkingFx,
});
sample({
  clock: benchmarkingAnswered,
  filter: ({ answer }) => answer === 'learnMore',
  fn: () => ({ to: BENCHMARKING_PAGE }),
  target: navigateFx,
});

// Opting in turns product improvements on and the notice off; removing guidance turns both off.
sample({
  clock: productImprovementsAnswered,
  fn: (answer): ToolSetting[] => [
    { toolName: 'ProductImprovements', enabled: answer === 'optIn' },
    { toolName: 'ProductImprovementsNotification', enabled: false },
  ],
  target: saveToolSettingsFx,
});

// Every dialog closes at once, whether or not its answer is saved.
sample({
  clock: [maintenanceAnswered, benchmarkingAnswered, productImprovementsAnswered],
  target: startupDialogClosed,
});
