export { RemoteModulePage, type RemoteModuleRouteData } from './ui/remote-module-page';
export { MODULE_FAILURE_EVENT, MODULE_LOAD_TIMEOUT_MS } from './config/module-host-config';
export type { ModuleFailure } from './lib/report-module-failure';
