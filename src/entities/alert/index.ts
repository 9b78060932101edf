export {
  acknowledgeAlertSchedule,
  bannerAlertsQuery,
  bannerAlertsQueryKey,
  fetchBannerAlerts,
  fetchMaintenanceAlert,
  maintenanceAlertQuery,
  type Alert,
  type MaintenanceAlert,
} from './api/alert-api';
export { dismissAlert, readDismissedAlerts, type AlertViewer } from './lib/dismissed-alerts';
export { MAINTENANCE_VIEW_PERMISSION } from './config/maintenance-permission';
