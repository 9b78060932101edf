import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { platformVersionQuery } from '../api/platform-version-query';

export function AppFooter() {
  const { t } = useTranslation();
  const { data: version } = useQuery(platformVersionQuery());
  return (
    <Box component="footer" sx={{ paddingBlock: 1, paddingInline: 2, borderBlockStart: 1, borderColor: 'divider' }}>
      <Typography variant="body2" color="text.secondary">
        {version ? t('PlatformVersion', { version }) : '\u00a0'}
      </Typography>
    </Box>
  );
}
