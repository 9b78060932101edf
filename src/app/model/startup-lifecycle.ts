import { sample } from 'effector';

import { routeEntered } from '@/features/startup-dialogs';

import { $enteredPage, type EnteredPage, pageEntered } from './route-events';
import { signedInFeaturesStarted } from './signed-in-events';

// The startup flows follow the pages a signed-in user enters; the page entered before their model loaded counts too,
// with the time it was entered, from which their delay counts.
sample({ clock: pageEntered, target: routeEntered });
sample({
  clock: signedInFeaturesStarted,
  source: $enteredPage,
  filter: (page): page is EnteredPage => page !== null,
  target: routeEntered,
});
