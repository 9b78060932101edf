import { Box, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { ContextSwitcher } from './context-switcher';
import { TenantSwitcher } from './tenant-switcher';
import { useCurrentContext } from './use-current-context';

/**
 * Whom the user acts as, in words, with the switchers as buttons beside: on a phone the header shows its switchers as
 * icons only, and in a multi-tenant tool the tenant, organisation and role are what a user must always be able to read.
 */
export function CurrentContextSummary({ onSwitchChosen }: { onSwitchChosen?: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const context = useCurrentContext();
  if (!context) return null;
  const organization = [context.organization, context.orgGroup].filter(Boolean).join(' · ');
  const facts = [
    { label: t('ContextTenant'), value: context.tenant },
    { label: t('ContextOrganization'), value: organization || null },
    { label: t('ContextRole'), value: context.role },
  ].filter((fact): fact is { label: string; value: string } => fact.value !== null);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ paddingInline: 2, paddingBlock: 1.5 }}>
      <Typography id={headingId} variant="overline" component="h3" color="text.secondary">
        {t('CurrentContextHeading')}
      </Typography>
      <Box component="dl" sx={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5 }}>
        {facts.map(({ label, value }) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ margin: 0, overflowWrap: 'anywhere', fontWeight: 500 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', marginBlockStart: 1.5 }}>
        <TenantSwitcher look="action" onSwitchChosen={onSwitchChosen} />
        <ContextSwitcher look="action" onSwitchChosen={onSwitchChosen} />
      </Stack>
    </Box>
  );
}
