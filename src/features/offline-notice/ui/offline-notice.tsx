import { Alert, Box } from '@mui/material';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

import { isOnline, watchNetwork } from '@/shared/api';

/**
 * Said once while the network is gone, and gone when it returns: the shell waits for the network by itself (reads and
 * renewals resume), so the notice asks nothing and blocks nothing. A dismissed notice stays away until the next time.
 * The live region stays mounted, so that a screen reader hears the notice as it comes.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useSyncExternalStore(watchNetwork, isOnline);
  const [dismissed, setDismissed] = useState(false);
  if (online && dismissed) setDismissed(false);
  return (
    <Box
      role="status"
      sx={{
        position: 'fixed',
        insetBlockEnd: 16,
        left: '50%',
        transform: 'translateX(-50%)',
        width: 'max-content',
        maxWidth: 'calc(100vw - 32px)',
        zIndex: (theme) => theme.zIndex.snackbar,
      }}
    >
      {!online && !dismissed && (
        <Alert
          role="none"
          severity="warning"
          onClose={() => setDismissed(true)}
          slotProps={{ closeButton: { 'aria-label': t('Close'), title: t('Close') } }}
          sx={{ boxShadow: 6 }}
        >
          {t('OfflineNotice')}
        </Alert>
      )}
    </Box>
  );
}
