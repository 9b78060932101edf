import { useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';

import { $currentStartupDialog } from '../model/startup-flow';

const StartupDialogView = lazy(() =>
  import('./startup-dialog-view').then(({ StartupDialogView: View }) => ({ default: View })),
);

/**
 * The startup dialogs of this sign-in, one at a time. Their code loads when the first is due: the shell paints
 * without it, and most sign-ins have none to show.
 */
export function StartupDialogs() {
  const dialog = useUnit($currentStartupDialog);
  if (!dialog) return null;
  return (
    <Suspense fallback={null}>
      <StartupDialogView dialog={dialog} />
    </Suspense>
  );
}
