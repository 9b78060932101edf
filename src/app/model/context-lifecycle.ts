import { createEffect, sample } from 'effector';

import { contextSwitched } from '@/features/switch-context';
import { queryClient } from '@/shared/api';

/**
 * After a switch that keeps the page loaded, nothing read in the old tenant, organisation group or role may show:
 * shown queries read again, the others are dropped and read when next needed. (An organisation switch reloads.)
 */
export const forgetContextDataFx = createEffect(() => {
  queryClient.removeQueries({ type: 'inactive' });
  void queryClient.invalidateQueries();
});

sample({ clock: contextSwitched, target: forgetContextDataFx });
