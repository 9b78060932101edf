/** Section 6: who may read the maintenance announcement (the startup dialog, the banner's countdown). */
export const MAINTENANCE_VIEW_PERMISSION = 'MaintenanceAlertView';
