import { sample } from 'effector';

import { analyticsCheckRequested, eventTracked } from '@/features/product-analytics';
import { upsellStepTaken } from '@/features/sales-upsell';
import { toolSettingsSaved } from '@/features/startup-dialogs';

// Opting in or out of product improvements decides whether analytics runs.
sample({ clock: toolSettingsSaved, target: analyticsCheckRequested });
sample({ clock: upsellStepTaken, fn: (name) => ({ name }), target: eventTracked });
