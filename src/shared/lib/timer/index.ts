export { createScopedTimer } from './scoped-timer';
