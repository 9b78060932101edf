import { createEvent, createStore } from 'effector';

/**
 * Whether the module navigation is open as a drawer (below the `md` breakpoint): the header's menu button opens it,
 * the navigation closes it (Escape, the backdrop, a page chosen). Kept here, as the header and the navigation are two
 * widgets that may not import each other.
 */
export const navigationDrawerOpened = createEvent();
export const navigationDrawerClosed = createEvent();

export const $navigationDrawerOpen = createStore(false)
  .on(navigationDrawerOpened, () => true)
  .on(navigationDrawerClosed, () => false);
