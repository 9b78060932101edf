export { loadScript, ScriptAlreadyLoadedError } from './load-script';
export { preloadModule } from './preload-module';
