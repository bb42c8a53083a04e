import type { SectionKind, SeismicGeometry } from "../api/types.ts";

/** A window onto a section: x in the section's own numbers, y in ms (inline numbers for a time slice). */
export interface SectionWindow {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/** The whole extent of a section of this kind. */
export function fullWindow(geometry: SeismicGeometry, kind: SectionKind): SectionWindow {
  const time = { y0: geometry.timeStartMs, y1: geometry.timeEndMs };
  const inline = geometry.inline ?? { min: 0, max: 0 };
  const crossline = geometry.crossline ?? { min: 0, max: 0 };
  switch (kind) {
    case "line":
      return { x0: 0, x1: Math.max(0, geometry.traceCount - 1), ...time };
    case "inline":
      return { x0: crossline.min, x1: crossline.max, ...time };
    case "crossline":
      return { x0: inline.min, x1: inline.max, ...time };
    case "timeslice":
      return { x0: crossline.min, x1: crossline.max, y0: inline.min, y1: inline.max };
  }
}

const clampSpan = (a0: number, a1: number, min: number, max: number): [number, number] => {
  const span = Math.min(a1 - a0, max - min);
  const start = Math.min(Math.max(a0, min), max - span);
  return [start, start + span];
};

/** Keeps a window inside the full extent, with at least `minSpan` along each axis. */
export function clampWindow(window: SectionWindow, full: SectionWindow, minSpan = { x: 4, y: 20 }) {
  const widen = (a0: number, a1: number, min: number): [number, number] => {
    if (a1 - a0 >= min) return [a0, a1];
    const mid = (a0 + a1) / 2;
    return [mid - min / 2, mid + min / 2];
  };
  const [x0, x1] = clampSpan(...widen(window.x0, window.x1, minSpan.x), full.x0, full.x1);
  const [y0, y1] = clampSpan(...widen(window.y0, window.y1, minSpan.y), full.y0, full.y1);
  return { x0, x1, y0, y1 };
}

/**
 * Zooms by `factor` (> 1 in) about a point given as fractions of the window (0.5, 0.5 is its centre).
 * `axes` limits the zoom to one axis (the wheel with Shift zooms time only).
 */
export function zoomWindow(
  window: SectionWindow,
  factor: number,
  at = { fx: 0.5, fy: 0.5 },
  axes: "both" | "x" | "y" = "both",
): SectionWindow {
  const zoomAxis = (a0: number, a1: number, f: number): [number, number] => {
    const pivot = a0 + (a1 - a0) * f;
    return [pivot - (pivot - a0) / factor, pivot + (a1 - pivot) / factor];
  };
  const [x0, x1] = axes === "y" ? [window.x0, window.x1] : zoomAxis(window.x0, window.x1, at.fx);
  const [y0, y1] = axes === "x" ? [window.y0, window.y1] : zoomAxis(window.y0, window.y1, at.fy);
  return { x0, x1, y0, y1 };
}

/** Moves a window by fractions of its own size (positive: right and down). */
export function panWindow(window: SectionWindow, dx: number, dy: number): SectionWindow {
  const sx = (window.x1 - window.x0) * dx;
  const sy = (window.y1 - window.y0) * dy;
  return { x0: window.x0 + sx, x1: window.x1 + sx, y0: window.y0 + sy, y1: window.y1 + sy };
}

/** The query's window: whole numbers, widened outwards; the time window only where y is time. */
export function windowQuery(window: SectionWindow, kind: SectionKind) {
  const x = { from: Math.floor(window.x0), to: Math.ceil(window.x1) };
  if (kind === "timeslice") return x;
  return { ...x, timeFrom: Math.floor(window.y0), timeTo: Math.ceil(window.y1) };
}

/**
 * Where a section fetched for window `fetched` lies on a plot now showing window `shown` (both in
 * section units): the rectangle to draw it into, in the plot's px.
 */
export function placeWindow(
  fetched: SectionWindow,
  shown: SectionWindow,
  plot: { x: number; y: number; width: number; height: number },
) {
  const sx = plot.width / (shown.x1 - shown.x0 || 1);
  const sy = plot.height / (shown.y1 - shown.y0 || 1);
  return {
    x: plot.x + (fetched.x0 - shown.x0) * sx,
    y: plot.y + (fetched.y0 - shown.y0) * sy,
    width: (fetched.x1 - fetched.x0) * sx,
    height: (fetched.y1 - fetched.y0) * sy,
  };
}
