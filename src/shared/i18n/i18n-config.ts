/** Shown after a missing key when the fallback flag is set (section 8: 'key NOT FOUND'). */
export const MISSING_KEY_MARKER = 'NOT FOUND';

/** Languages written right to left when the default direction is automatic (section 1). */
export const RTL_LANGUAGES: readonly string[] = ['ar', 'he', 'fa', 'ur', 'ps', 'sd', 'ug', 'yi', 'dv', 'ckb'];
