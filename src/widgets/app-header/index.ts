export { AppHeader } from './ui/app-header';
export { ModuleNavigation } from './ui/module-navigation';
