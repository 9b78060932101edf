export {
  CASE_TYPES,
  createCase,
  cutCaseUrl,
  fetchTrialSubscriptions,
  labsFeedbackCase,
  type CaseType,
} from './api/sales-calls';
export { upsellStepTaken } from './model/upsell-steps';
export { UpgradeMenu } from './ui/upgrade-menu';
export { UpsellDialogs } from './ui/upsell-dialogs';
