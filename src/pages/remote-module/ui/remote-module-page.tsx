import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { Alert, AlertTitle, Box, Button, CircularProgress, useTheme } from '@mui/material';
import { HOST_API_VERSION, SHARED_LIBRARY_VERSIONS } from '@trellis/module-sdk';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate } from 'react-router-dom';

import { addSessionEndingHandler } from '@/entities/session';
import { platformFetch } from '@/shared/api';
import { type ModuleManifestEntry, moduleTitle } from '@/shared/config';
import { showToast } from '@/shared/ui';

import { unmetHostRequirement } from '../lib/host-requirement';
import { createModuleContextStore } from '../lib/module-context-store';
import { resolveModulePath } from '../lib/module-location';
import { reportModuleFailure } from '../lib/report-module-failure';
import type { HostServices } from '../lib/run-module';
import { startHostedModule } from '../lib/start-hosted-module';
import { createShellStyleStore, shellProvidersOf } from './shell-providers';
import { UnsavedWorkDialog } from './unsaved-work-dialog';
import { useModuleContext } from './use-module-context';
import { useModuleTitle } from './use-module-title';
import { useUnsavedWork } from './use-unsaved-work';

/** What a hosted module's route hands its page. */
export interface RemoteModuleRouteData {
  module: ModuleManifestEntry;
}

/** Errors thrown by the module's own scripts (its origin), which it did not report itself. */
const isFromOrigin = (event: ErrorEvent, origin: string) => event.filename.startsWith(`${origin}/`);

/**
 * A module built and deployed on its own (docs/modules.md), mounted in its area of the shell once per visit: moving
 * below its path tells it `location`. A failure stays in that area: a message, Retry, and a report; the header, the
 * navigation and the session go on. A module that needs a host API this shell does not offer is never loaded.
 */
export function RemoteModulePage() {
  const { module } = useLoaderData() as RemoteModuleRouteData;
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const title = moduleTitle(module.title, i18n.language, t);
  const styles = { theme: useTheme(), cache: useEmotionCache() };
  // Before the module hears a new address: the page it names is the new one.
  const setTitle = useModuleTitle(title);
  const { setUnsaved, blocker } = useUnsavedWork(module.path);
  const context = useModuleContext(module.path);
  const [stores] = useState(() => ({
    context: createModuleContextStore(context),
    styles: createShellStyleStore(styles),
  }));
  useEffect(() => stores.context.set(context), [stores, context]);
  useEffect(() => stores.styles.set(styles), [stores, styles.theme, styles.cache]); // eslint-disable-line react-hooks/exhaustive-deps
  // One host per page: the data router's navigate and the i18next instance stay the same for its life.
  const [services] = useState<HostServices>(() => ({
    apiVersion: HOST_API_VERSION,
    sharedLibraries: Object.freeze({ ...SHARED_LIBRARY_VERSIONS }),
    basePath: module.path,
    fetch: platformFetch,
    navigate: (path, options) => void navigate(resolveModulePath(module.path, path), { replace: options?.replace }),
    toast: ({ message, severity = 'info' }) => showToast({ variant: severity, message }),
    setTitle,
    setUnsaved: (unsaved) => setUnsaved(unsaved === true),
    onSessionEnding: addSessionEndingHandler,
    i18n,
    ShellProviders: shellProvidersOf(stores.styles, i18n),
  }));

  const refusal = useMemo(() => unmetHostRequirement(module), [module]);
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<'loading' | 'mounted' | 'failed'>('loading');
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!refusal) return;
    reportModuleFailure({ moduleId: module.id, entry: module.entry, error: refusal });
  }, [module, refusal]);
  useEffect(() => {
    if (!container.current || refusal) return;
    const report = (error: unknown) => reportModuleFailure({ moduleId: module.id, entry: module.entry, error });
    const run = startHostedModule({
      module,
      title,
      attempt,
      container: container.current,
      stores,
      services,
      i18n,
      onMounted: () => setStatus('mounted'),
      onFailed: (error) => {
        report(error);
        setStatus('failed');
      },
      report,
    });
    const origin = new URL(module.entry).origin;
    // Heard before the shell's report of uncaught errors, which it replaces: one report per failure, the module's.
    const onError = (event: ErrorEvent) => {
      if (!isFromOrigin(event, origin)) return;
      event.stopImmediatePropagation();
      run.fail(event.error ?? new Error(event.message));
    };
    window.addEventListener('error', onError, { capture: true });
    return () => {
      window.removeEventListener('error', onError, { capture: true });
      run.stop();
    };
    // The title at the start names a framed module's frame; a new language renames it below, without a new visit.
  }, [module, attempt, stores, services, refusal]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => container.current?.querySelector('iframe')?.setAttribute('title', title), [title, status]);

  const retry = () => {
    setStatus('loading');
    setAttempt((previous) => previous + 1);
  };
  return (
    <Box component="section" aria-label={title}>
      {refusal ? (
        <Alert severity="error">
          <AlertTitle component="h1">{t('ModuleUnavailable', { title })}</AlertTitle>
          {t('ModuleHostVersionRefused', { title, required: refusal.required, offered: refusal.offered })}
        </Alert>
      ) : (
        <>
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
              <AlertTitle component="h1">{t('ModuleUnavailable', { title })}</AlertTitle>
              {t('ModuleUnavailableText')}
            </Alert>
          )}
          <Box key={attempt} ref={container} hidden={status === 'failed'} data-module-id={module.id} />
        </>
      )}
      <UnsavedWorkDialog blocker={blocker} title={title} />
    </Box>
  );
}
