/**
 * Read by screen readers, not drawn (MUI's `visuallyHidden`, without another dependency). The sizes
 * are strings on purpose: in MUI's `sx`, a number up to 1 is a fraction (`width: 1` is 100 %), which
 * made one such label as wide as its table and the well-analytics page scroll sideways.
 */
export const visuallyHidden = {
  border: 0,
  clip: "rect(0 0 0 0)",
  height: "1px",
  margin: "-1px",
  overflow: "hidden",
  padding: 0,
  position: "absolute",
  whiteSpace: "nowrap",
  width: "1px",
} as const;
