import { sample } from 'effector';

import { routeEntered } from '@/features/startup-dialogs';

import { $enteredPath, pageEntered } from './route-events';
import { signedInFeaturesStarted } from './session-lifecycle';

// The startup flows begin on the pages a signed-in user enters, also on the one entered before their model loaded.
sample({ clock: pageEntered, target: routeEntered });
sample({
  clock: signedInFeaturesStarted,
  source: $enteredPath,
  filter: (pathname): pathname is string => pathname !== null,
  target: routeEntered,
});
