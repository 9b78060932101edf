import { Box, Link, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { platformVersionQuery } from '@/entities/content';
import { runtimeLinksQuery } from '@/shared/config';

export function AppFooter() {
  const { t } = useTranslation();
  const { data: version } = useQuery(platformVersionQuery());
  // The community application, where the deployment names one; for users with AccessToMyOT the shell sends the link
  // through connected apps.
  const { data: links } = useQuery(runtimeLinksQuery());
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
      {links?.community && (
        <Link variant="body2" href={links.community}>
          {t('CommunityLink')}
        </Link>
      )}
    </Box>
  );
}
