// First: zod must be configured before any module makes a schema.
import './zod-without-eval';

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
