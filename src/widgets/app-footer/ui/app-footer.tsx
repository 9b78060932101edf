import { Box, Link, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { platformVersionQuery } from '@/entities/content';

/** The community application; for users with AccessToMyOT the shell sends the link through connected apps. */
const COMMUNITY_URL = 'https://community.trellis.test/';

export function AppFooter() {
  const { t } = useTranslation();
  const { data: version } = useQuery(platformVersionQuery());
  return (
    <Box
      component="footer"
      sx={{
        display: 'flex',
        gap: 2,
        justifyContent: 'space-between',
        paddingBlock: 1,
        paddingInline: 2,
        borderBlockStart: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {version ? t('PlatformVersion', { version }) : '\u00a0'}
      </Typography>
      <Link variant="body2" href={COMMUNITY_URL}>
        {t('CommunityLink')}
      </Link>
    </Box>
  );
}
