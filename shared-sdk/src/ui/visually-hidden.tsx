/**
 * Text for screen readers only: a 1 px clipped box. The sizes are strings on purpose: in `sx`, a number ≤ 1 is a
 * fraction (width: 1 is 100%), which made each hidden span as wide as its container and the page scroll sideways.
 */
export const visuallyHidden = {
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
