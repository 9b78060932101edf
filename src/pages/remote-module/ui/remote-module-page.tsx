import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { Alert, AlertTitle, Box, Button, CircularProgress, useTheme } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate } from 'react-router-dom';

import { platformFetch } from '@/shared/api';
import { type ModuleManifestEntry, moduleTitle } from '@/shared/config';
import { showToast } from '@/shared/ui';

import { createModuleContextStore } from '../lib/module-context-store';
import { reportModuleFailure } from '../lib/report-module-failure';
import { type HostServices, runModule } from '../lib/run-module';
import { createShellStyleStore, shellProvidersOf } from './shell-providers';
import { useModuleContext } from './use-module-context';

/** What a hosted module's route hands its page. */
export interface RemoteModuleRouteData {
  module: ModuleManifestEntry;
}

const shareLibraries = () => import('../lib/share-libraries').then((libraries) => libraries.shareLibraries());

/** Errors thrown by the module's own scripts (its origin), which it did not report itself. */
const isFromOrigin = (event: ErrorEvent, origin: string) => event.filename.startsWith(`${origin}/`);

/**
 * A module built and deployed on its own (docs/modules.md), mounted in its area of the shell. A failure stays in that
 * area: a message, Retry, and a report; the header, the navigation and the session go on.
 */
export function RemoteModulePage() {
  const { module } = useLoaderData() as RemoteModuleRouteData;
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const styles = { theme: useTheme(), cache: useEmotionCache() };
  const context = useModuleContext();
  const [stores] = useState(() => ({
    context: createModuleContextStore(context),
    styles: createShellStyleStore(styles),
  }));
  useEffect(() => stores.context.set(context), [stores, context]);
  useEffect(() => stores.styles.set(styles), [stores, styles.theme, styles.cache]); // eslint-disable-line react-hooks/exhaustive-deps
  // One host per page: the data router's navigate and the i18next instance stay the same for its life.
  const [services] = useState<HostServices>(() => ({
    basePath: module.path,
    fetch: platformFetch,
    navigate: (path) => void navigate(path),
    toast: ({ message, severity = 'info' }) => showToast({ variant: severity, message }),
    i18n,
    ShellProviders: shellProvidersOf(stores.styles, i18n),
  }));

  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<'loading' | 'mounted' | 'failed'>('loading');
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!container.current) return;
    const report = (error: unknown) => reportModuleFailure({ moduleId: module.id, entry: module.entry, error });
    const run = runModule({
      entry: module.entry,
      integrity: module.integrity,
      attempt,
      container: container.current,
      context: stores.context,
      services,
      prepare: shareLibraries,
      onMounted: () => setStatus('mounted'),
      onFailed: (error) => {
        report(error);
        setStatus('failed');
      },
      onUnmountFailed: report,
    });
    const origin = new URL(module.entry).origin;
    const onError = (event: ErrorEvent) => {
      if (isFromOrigin(event, origin)) run.fail(event.error);
    };
    window.addEventListener('error', onError);
    return () => {
      window.removeEventListener('error', onError);
      run.stop();
    };
  }, [module, attempt, stores, services]);

  const title = moduleTitle(module.title, i18n.language, t);
  const retry = () => {
    setStatus('loading');
    setAttempt((previous) => previous + 1);
  };
  return (
    <Box component="section" aria-label={title}>
      {status === 'loading' && <CircularProgress aria-label={t('ModuleLoading', { title })} />}
      {status === 'failed' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={retry}>
              {t('ModuleRetry')}
            </Button>
          }
        >
          <AlertTitle>{t('ModuleUnavailable', { title })}</AlertTitle>
          {t('ModuleUnavailableText')}
        </Alert>
      )}
      <Box key={attempt} ref={container} hidden={status === 'failed'} data-module-id={module.id} />
    </Box>
  );
}
