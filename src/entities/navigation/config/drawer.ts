/** The drawer's element id, for the header's menu button (`aria-controls`). */
export const NAVIGATION_DRAWER_ID = 'module-navigation-drawer';

/** Below this breakpoint the navigation is a drawer and the header is compact; from it up, the shell is as wide. */
export const COMPACT_SHELL_BELOW = 'md';
