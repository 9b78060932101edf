import { scopeBind } from 'effector';

import { type ModuleManifestEntry, moduleTitle } from '@/shared/config';
import { showToastFx } from '@/shared/ui';

import { appScope } from '../model/app-scope';

/**
 * Tells the user why a link did not open the page they asked for (section 6 sends them elsewhere): which page, by its
 * title in their language (never the permissions it needs), and whom to ask for access.
 */
export function tellAccessRefused(pageTitle: ModuleManifestEntry['title'] | undefined) {
  // scopeBind: a route's loader runs outside any Effector call, in the app's scope.
  scopeBind(showToastFx, { scope: appScope })({
    variant: 'warning',
    titleKey: 'AccessRefusedTitle',
    ...(pageTitle === undefined
      ? { messageKey: 'AccessRefusedUnnamedPage' }
      : {
          messageKey: 'AccessRefusedPage',
          messageValues: { page: (language, translate) => moduleTitle(pageTitle, language, translate) },
        }),
  });
}
