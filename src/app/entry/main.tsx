// First: zod must be configured before any module makes a schema.
import './zod-without-eval';
// The entry's evaluation is cut into tasks at the pauses (a top-level await each): in the built entry, the code after
// a pause runs in a later task, so that no task of a slow phone's start blocks its main thread for long. The imports
// between them set the order in which the app's parts are made (the development server keeps them in one task).
import './pause-after-zod';
import 'react-dom/client';
import './pause-after-react';
import '@/entities/session';
import './pause-after-session';
import '../i18n/app-i18n';
import './pause-after-i18n';
import '@/shared/ui';
import './pause-after-ui';
import '../root/app-root';
import './pause-after-root';

import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { captureModuleOverrides, fetchRuntimeConfigProblems } from '@/shared/config';

import { AppRoot } from '../root/app-root';
import { AppRouter } from '../router/app-router';
import { rootErrorOptions } from '../telemetry/error-reports';
import { installTelemetry } from '../telemetry/install-telemetry';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

installTelemetry();
captureModuleOverrides();
const root = createRoot(container, rootErrorOptions);
// A transition: React renders the app in slices and lets the browser answer between them, rather than in one long
// task on a slow phone's main thread.
startTransition(() =>
  root.render(
    <StrictMode>
      <AppRoot>
        <AppRouter />
      </AppRoot>
    </StrictMode>,
  ),
);

// Not awaited before the first paint: the app's requests wait for config.json themselves. A fatal problem replaces
// the app with what is wrong (its screen's code loads then).
void fetchRuntimeConfigProblems().then(async ({ problems }) => {
  const fatal = problems.filter((problem) => problem.fatal);
  if (!fatal.length) return;
  const { InvalidConfigScreen } = await import('./invalid-config-screen');
  root.render(
    <StrictMode>
      <AppRoot>
        <InvalidConfigScreen problems={fatal} />
      </AppRoot>
    </StrictMode>,
  );
});
