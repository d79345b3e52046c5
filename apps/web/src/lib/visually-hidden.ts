/**
 * Styles that hide text from sight but not from screen readers (a label for a button that shows only a picture).
 * Lengths are strings: in `sx` a number up to 1 is a fraction (width: 1 is 100%) and a margin number is theme spacing.
 */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
