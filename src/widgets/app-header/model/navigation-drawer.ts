import { createEvent, createStore } from 'effector';

/**
 * Whether the module navigation is open as a drawer (below the `md` breakpoint): the header's menu button opens it,
 * the navigation closes it (Escape, the backdrop, a page chosen).
 */
export const navigationDrawerOpened = createEvent();
export const navigationDrawerClosed = createEvent();

export const $navigationDrawerOpen = createStore(false)
  .on(navigationDrawerOpened, () => true)
  .on(navigationDrawerClosed, () => false);
