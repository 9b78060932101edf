export { createScopedTimer } from './scoped-timer';
export { giveUpAfter, timedOut } from './give-up-after';
