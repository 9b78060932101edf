import { merge } from 'effector';

import {
  buyNowClicked,
  contactSalesSubmitted,
  renewalRequested,
  startTrialClicked,
  upgradeOpened,
} from './upsell-flow';

/** Each step a user takes in the upsell flows, named for product analytics. */
export const upsellStepTaken = merge([
  upgradeOpened.map(() => 'Upsell: upgrade opened'),
  startTrialClicked.map(() => 'Upsell: trial requested'),
  buyNowClicked.map(() => 'Upsell: buy now'),
  contactSalesSubmitted.map(() => 'Upsell: contact sales submitted'),
  renewalRequested.map(() => 'Upsell: renewal requested'),
]);
