import { useUnit } from 'effector-react';
import { lazy, Suspense, useState } from 'react';

import { $isWarningOpen } from '../model/session-timeout';
import { HiddenTabCountdown } from './hidden-tab-countdown';

const SessionTimeoutDialog = lazy(() =>
  import('./session-timeout-dialog').then(({ SessionTimeoutDialog: Dialog }) => ({ default: Dialog })),
);

/**
 * The inactivity warning, loaded the first time it opens: most sessions never see it, and the sign-in page does not
 * carry it. Once loaded it stays mounted, so that it can close with its transition. A hidden tab shows its countdown
 * in the title and icon.
 */
export function SessionTimeoutWarning() {
  const open = useUnit($isWarningOpen);
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <>
      <HiddenTabCountdown />
      <Suspense fallback={null}>
        <SessionTimeoutDialog />
      </Suspense>
    </>
  );
}
