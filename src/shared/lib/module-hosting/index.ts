export { preloadModuleHost, shareLibraries } from './module-host-code';
export { provideModuleHostPage } from './module-host-page';
