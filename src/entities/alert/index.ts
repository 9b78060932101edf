export {
  acknowledgeAlertSchedule,
  bannerAlertsQuery,
  bannerAlertsQueryKey,
  fetchBannerAlerts,
  fetchMaintenanceAlert,
  type Alert,
  type MaintenanceAlert,
} from './api/alert-api';
export { dismissAlert, readDismissedAlerts, type AlertViewer } from './lib/dismissed-alerts';
