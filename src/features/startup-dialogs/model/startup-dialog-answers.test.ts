// @vitest-environment jsdom
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { navigateFx } from '@/shared/lib/navigation';

import {
  acknowledgeFx,
  benchmarkingAnswered,
  maintenanceAnswered,
  productImprovementsAnswered,
  saveBenchmarkingFx,
  saveToolSettingsFx,
} from './startup-dialog-answers';
import { $startupDialogs } from './startup-flow';

const acknowledge = vi.fn(async () => true);
const saveBenchmarking = vi.fn(async () => true);
const saveToolSettings = vi.fn(async () => true);
/** The saves of the three services, answered here instead of over the network. */
const saves: [typeof acknowledgeFx | typeof saveBenchmarkingFx | typeof saveToolSettingsFx, () => Promise<boolean>][] =
  [
    [acknowledgeFx, acknowledge],
    [saveBenchmarkingFx, saveBenchmarking],
    [saveToolSettingsFx, saveToolSettings],
  ];

const alert = {
  alertScheduleId: 'maintenance-window',
  maintenanceScheduleAttributes: {
    MaintenanceStartTime: '2026-11-30T02:00:00.000Z',
    MaintenanceEndTime: '2026-11-30T04:00:00.000Z',
  },
};
const notification = {
  messageId: 'BENCHMARKING_LAUNCH',
  notificationStatus: true,
  notificationType: 'HOME_PAGE' as const,
};
const queued = () =>
  fork({
    values: [
      [
        $startupDialogs,
        [{ kind: 'maintenance', alert }, { kind: 'benchmarking', notification }, { kind: 'productImprovements' }],
      ],
    ],
    handlers: [...saves, [navigateFx, vi.fn()]],
  });

afterEach(() => vi.clearAllMocks());

describe('answers to the startup dialogs', () => {
  it('acknowledge the maintenance schedule only with do-not-show-again', async () => {
    const scope = queued();
    await allSettled(maintenanceAnswered, { scope, params: { alert, doNotShowAgain: false } });
    expect(acknowledge).not.toHaveBeenCalled();
    await allSettled(maintenanceAnswered, { scope, params: { alert, doNotShowAgain: true } });
    expect(acknowledge).toHaveBeenCalledWith('maintenance-window');
  });

  it.each([
    ['remindMeLater', true],
    ['learnMore', true],
    ['doNotShowAgain', false],
  ] as const)('store the benchmarking answer %s as status %s', async (answer, status) => {
    await allSettled(benchmarkingAnswered, { scope: queued(), params: { notification, answer } });
    expect(saveBenchmarking).toHaveBeenCalledWith({ messageId: 'BENCHMARKING_LAUNCH', status });
  });

  it('go to the benchmarking page on learn more', async () => {
    const navigate = vi.fn();
    const scope = fork({ handlers: [...saves, [navigateFx, navigate]] });
    await allSettled(benchmarkingAnswered, { scope, params: { notification, answer: 'learnMore' } });
    expect(navigate).toHaveBeenCalledWith({ to: '/reporting/benchmarking' });
  });

  it.each([
    ['optIn', true],
    ['removeGuidance', false],
  ] as const)('save product improvements %s and turn the notice off', async (answer, enabled) => {
    await allSettled(productImprovementsAnswered, { scope: queued(), params: answer });
    expect(saveToolSettings).toHaveBeenCalledWith([
      { toolName: 'ProductImprovements', enabled },
      { toolName: 'ProductImprovementsNotification', enabled: false },
    ]);
  });

  it('close the dialog even when saving fails', async () => {
    const scope = fork({
      values: [[$startupDialogs, [{ kind: 'productImprovements' }]]],
      handlers: [[saveToolSettingsFx, vi.fn(async () => Promise.reject(new Error('down')))]],
    });
    await allSettled(productImprovementsAnswered, { scope, params: 'optIn' });
    expect(scope.getState($startupDialogs)).toEqual([]);
  });

  it('close one dialog per answer, opening the next', async () => {
    const scope = queued();
    await allSettled(maintenanceAnswered, { scope, params: { alert, doNotShowAgain: false } });
    expect(scope.getState($startupDialogs).map((dialog) => dialog.kind)).toEqual([
      'benchmarking',
      'productImprovements',
    ]);
  });
});
