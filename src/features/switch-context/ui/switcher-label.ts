/**
 * A switcher's visible label on the bar (a tenant or organisation name) is cut with an ellipsis: a long name must
 * never push the header's other controls away. The button's accessible name still says it whole.
 */
export const SWITCHER_LABEL_SX = {
  display: 'block',
  maxWidth: '12rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;
