export { createCase, fetchTrialSubscriptions, type CaseType } from './api/sales-api';
export { upsellStepTaken } from './model/upsell-steps';
export { UpgradeMenu } from './ui/upgrade-menu';
export { UpsellDialogs } from './ui/upsell-dialogs';
