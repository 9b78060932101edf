import { useUnit } from 'effector-react';
import { lazy, Suspense, useState } from 'react';

import { $pendingSwitch } from '../model/context-switch';

const SwitchPromptDialog = lazy(() =>
  import('./switch-prompt-dialog').then(({ SwitchPromptDialog: Dialog }) => ({ default: Dialog })),
);

/**
 * The save-work prompt before a context change, loaded the first time a change is asked for: the shell paints
 * without it. Once loaded it stays mounted, so that it closes with its transition.
 */
export function SwitchPrompt() {
  const pending = useUnit($pendingSwitch);
  const [opened, setOpened] = useState(false);
  if (pending !== null && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <SwitchPromptDialog />
    </Suspense>
  );
}
