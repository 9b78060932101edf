import { Alert, Box, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { moduleOverridesQuery } from '@/entities/navigation';
import { clearModuleOverrides } from '@/shared/config';

/** Ends every override of the tab: the page loads again with the manifest's own entries. */
function stopOverrides() {
  clearModuleOverrides();
  window.location.reload();
}

/**
 * While a module comes from a developer's local build (`?module-override=`, docs/modules.md), the shell says so
 * above everything, with the way back.
 */
export function ModuleOverrideBanner() {
  const { t } = useTranslation();
  const { data: overrides = [] } = useQuery(moduleOverridesQuery());
  if (!overrides.length) return null;
  return (
    <Box role="region" aria-label={t('ModuleOverridesRegion')}>
      {overrides.map((override) => (
        <Alert
          key={override.id}
          severity="warning"
          variant="filled"
          sx={{ borderRadius: 0 }}
          action={
            <Button color="inherit" size="small" onClick={stopOverrides}>
              {t('ModuleOverrideStop')}
            </Button>
          }
        >
          {t('ModuleOverrideNotice', { module: override.id, entry: override.entry })}
        </Alert>
      ))}
    </Box>
  );
}
