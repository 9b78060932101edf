export { type LoadedOnce, loadOnce } from './load-once';
export { useLoadOnce } from './use-load-once';
