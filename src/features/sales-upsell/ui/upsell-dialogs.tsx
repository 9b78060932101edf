import { useUnit } from 'effector-react';
import { lazy, Suspense, useState } from 'react';

import { $dialog } from '../model/upsell-flow';

const UpsellDialogViews = lazy(() =>
  import('./upsell-dialog-views').then(({ UpsellDialogViews: Views }) => ({ default: Views })),
);

/**
 * The dialogs of the upsell flows, loaded the first time one opens: most visits never open one, and the shell paints
 * without them. Once loaded they stay mounted, so that a dialog closes with its transition.
 */
export function UpsellDialogs() {
  const dialog = useUnit($dialog);
  const [opened, setOpened] = useState(false);
  if (dialog !== null && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <UpsellDialogViews />
    </Suspense>
  );
}
