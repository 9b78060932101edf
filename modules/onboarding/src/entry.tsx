import type { MountModule } from '@trellis/module-sdk';
import { createRoot } from 'react-dom/client';

import { ModulePage } from './module-page';
import { NAMESPACE, ONBOARDING_TEXTS } from './texts';

/**
 * The module's contract with the shell (docs/modules.md): render into `container` with the shell's React and MUI
 * (the import map), inside the shell's theme and i18next; hand render errors to the shell; clean up on unmount.
 */
export const mount: MountModule = (container, host) => {
  for (const [language, texts] of Object.entries(ONBOARDING_TEXTS)) {
    host.i18n.addResourceBundle(language, NAMESPACE, texts, true, false);
  }
  const root = createRoot(container, { onUncaughtError: (error) => host.reportError(error) });
  const { ShellProviders } = host;
  root.render(
    <ShellProviders>
      <ModulePage host={host} />
    </ShellProviders>,
  );
  return () => root.unmount();
};
