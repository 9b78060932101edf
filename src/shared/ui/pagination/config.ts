/** How many items a page shows, the first being the default; each labelled '{n}/page' (section 9). */
export const PAGE_SIZES = [10, 25, 50] as const;
