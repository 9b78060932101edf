/** The badge the tab's icon wears while a hidden tab counts down (drawn on a square canvas of this many pixels). */
export const TAB_ICON_SIZE_PX = 64;
export const TAB_BADGE_RADIUS_PX = 18;
/** Red with a white ring: seen on light and dark tab strips alike. */
export const TAB_BADGE_COLOR = '#d32f2f';
export const TAB_BADGE_RING_COLOR = '#ffffff';
