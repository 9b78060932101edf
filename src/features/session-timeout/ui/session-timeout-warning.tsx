import { useUnit } from 'effector-react';
import { lazy, Suspense, useState } from 'react';

import { $isWarningOpen } from '../model/session-timeout';

const SessionTimeoutDialog = lazy(() =>
  import('./session-timeout-dialog').then(({ SessionTimeoutDialog: Dialog }) => ({ default: Dialog })),
);
const HiddenTabCountdown = lazy(() =>
  import('./hidden-tab-countdown').then(({ HiddenTabCountdown: Countdown }) => ({ default: Countdown })),
);

/**
 * The inactivity warning, loaded the first time it opens: most sessions never see it, and the sign-in page does not
 * carry it. Once loaded it stays mounted, so that it can close with its transition. A hidden tab shows its countdown
 * in the title and icon (its code, the badge drawn on the icon, comes with the dialog's).
 */
export function SessionTimeoutWarning() {
  const open = useUnit($isWarningOpen);
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <HiddenTabCountdown />
      <SessionTimeoutDialog />
    </Suspense>
  );
}
