import { Alert, Box, Button, Card, CardContent, Stack, Step, StepLabel, Stepper, Typography } from '@mui/material';
import type { ModuleHost } from '@trellis/module-sdk';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { NAMESPACE } from './texts';

type TenantRead = { state: 'reading' } | { state: 'read'; name: string } | { state: 'failed' };

/** The tenant, asked of the platform API through the shell's fetch (token, portal, language added by the shell). */
function useCurrentTenant(host: ModuleHost, tenantGuid: string): TenantRead {
  const [tenant, setTenant] = useState<TenantRead>({ state: 'reading' });
  useEffect(() => {
    let current = true;
    host
      .fetch('/api/access/v1/tenants/current')
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const body = (await response.json()) as { name?: unknown };
        if (current) setTenant({ state: 'read', name: typeof body.name === 'string' ? body.name : '' });
      })
      .catch(() => current && setTenant({ state: 'failed' }));
    return () => {
      current = false;
    };
  }, [host, tenantGuid]);
  return tenant;
}

/** The user's current context, followed as the shell changes it. */
function useHostContext(host: ModuleHost) {
  const [context, setContext] = useState(() => ({ user: host.user, tenant: host.tenant, direction: host.direction }));
  useEffect(
    () => host.subscribe((next) => setContext({ user: next.user, tenant: next.tenant, direction: next.direction })),
    [host],
  );
  return context;
}

export function ModulePage({ host }: { host: ModuleHost }) {
  const { t } = useTranslation(NAMESPACE);
  const { user, tenant, direction } = useHostContext(host);
  const tenantRead = useCurrentTenant(host, tenant.guid);
  const steps = [t('stepProfile'), t('stepTeam'), t('stepAssessment')];
  return (
    <Card variant="outlined" dir={direction} data-testid="onboarding-module">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h4" component="h1">
            {t('welcome', { name: user.name ?? user.email })}
          </Typography>
          <Typography>{t('intro')}</Typography>
          {tenantRead.state === 'read' && <Typography>{t('tenant', { tenant: tenantRead.name })}</Typography>}
          {tenantRead.state === 'failed' && <Alert severity="warning">{t('tenantUnknown')}</Alert>}
          <Stepper activeStep={1} aria-label={t('title')}>
            {steps.map((label) => (
              <Step key={label}>
                <StepLabel>{label}</StepLabel>
              </Step>
            ))}
          </Stepper>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button variant="contained" onClick={() => host.toast({ message: t('done'), severity: 'success' })}>
              {t('sayDone')}
            </Button>
            <Button variant="outlined" onClick={() => host.navigate('/preferences')}>
              {t('openPreferences')}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
