export {
  acknowledgeAlertSchedule,
  bannerAlertsQuery,
  bannerAlertsQueryKey,
  fetchBannerAlerts,
  fetchMaintenanceAlert,
  type Alert,
  type MaintenanceAlert,
} from './api/alert-calls';
export { dismissAlert, readDismissedAlerts } from './lib/dismissed-alerts';
