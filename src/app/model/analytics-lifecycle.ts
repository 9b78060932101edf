import { sample } from 'effector';

import { analyticsCheckRequested, eventTracked, identityLookedAt } from '@/features/product-analytics';
import { upsellStepTaken } from '@/features/sales-upsell';
import { toolSettingsSaved } from '@/features/startup-dialogs';

import { signedInFeaturesStarted } from './signed-in-events';

// Analytics follows sign-ins and context switches itself; one that came before its model loaded is looked at now.
sample({ clock: signedInFeaturesStarted, target: identityLookedAt });
// Opting in or out of product improvements decides whether analytics runs.
sample({ clock: toolSettingsSaved, target: analyticsCheckRequested });
sample({ clock: upsellStepTaken, fn: (name) => ({ name }), target: eventTracked });
