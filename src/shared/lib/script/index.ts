export { loadScript, ScriptAlreadyLoadedError } from './load-script';
