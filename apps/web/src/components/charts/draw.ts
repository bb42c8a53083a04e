import { decimate } from "./decimate.ts";
import { timeTicks } from "./time-ticks.ts";
import { type AxisScale, formatValue, type ValueAxis, valueAxis } from "./value-axis.ts";

export interface ChartSeries {
  id: string;
  label: string;
  /** The unit of the values, named on the axis and in the tooltip ("Sm³/d", "%"). */
  unit: string;
  /** Milliseconds since the epoch (UTC), ascending. */
  times: readonly number[];
  values: readonly (number | null)[];
  /** Drawn dashed: a fit or a forecast beside measured data. */
  dashed?: boolean;
  color?: string;
}

/** Distinct in colour and in lightness, so that the lines part in grey print and for most colour blindness. */
export const SERIES_COLORS = [
  "#2e7d32",
  "#c62828",
  "#1565c0",
  "#ef6c00",
  "#6a1b9a",
  "#00838f",
  "#5d4037",
  "#ad1457",
  "#283593",
  "#827717",
];

export const colorOf = (series: ChartSeries, index: number) =>
  series.color ?? SERIES_COLORS[index % SERIES_COLORS.length];

export interface ChartLayout {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
  tMin: number;
  tMax: number;
  /** The left axis (the first unit) and the right one (every other unit), if any. */
  axes: [ValueAxis, ValueAxis | null];
  units: [string, string | null];
  /** Which axis each series is drawn against. */
  axisOf: number[];
}

const MARGIN = { left: 64, rightWithAxis: 64, right: 16, top: 24, bottom: 28 };

export function layoutChart(
  series: readonly ChartSeries[],
  scale: AxisScale,
  width: number,
  height: number,
): ChartLayout {
  const units: string[] = [];
  for (const s of series) if (!units.includes(s.unit)) units.push(s.unit);
  const axisOf = series.map((s) => (s.unit === units[0] ? 0 : 1));
  let tMin = Number.POSITIVE_INFINITY;
  let tMax = Number.NEGATIVE_INFINITY;
  for (const s of series) {
    if (s.times.length === 0) continue;
    tMin = Math.min(tMin, s.times[0]);
    tMax = Math.max(tMax, s.times[s.times.length - 1]);
  }
  if (!Number.isFinite(tMin)) {
    tMin = 0;
    tMax = 1;
  }
  const valuesOf = (axis: number) =>
    (function* () {
      for (const [i, s] of series.entries()) {
        if (axisOf[i] !== axis) continue;
        for (const v of s.values) if (v !== null) yield v;
      }
    })();
  const second = units.length > 1;
  return {
    width,
    height,
    left: MARGIN.left,
    right: second ? MARGIN.rightWithAxis : MARGIN.right,
    top: MARGIN.top,
    bottom: MARGIN.bottom,
    tMin,
    tMax,
    axes: [valueAxis(valuesOf(0), scale), second ? valueAxis(valuesOf(1), scale) : null],
    units: [units[0] ?? "", second ? units.slice(1).join(", ") : null],
    axisOf,
  };
}

export const plotWidth = (l: ChartLayout) => Math.max(1, l.width - l.left - l.right);
export const plotHeight = (l: ChartLayout) => Math.max(1, l.height - l.top - l.bottom);
export const xOf = (l: ChartLayout) => (t: number) =>
  l.left + ((t - l.tMin) / (l.tMax - l.tMin || 1)) * plotWidth(l);
export const yOf = (l: ChartLayout, axis: ValueAxis) => (v: number) =>
  l.top + (1 - axis.fraction(v)) * plotHeight(l);

/** Draws axes, grid and every series; the caller has scaled the context for the device's pixel ratio. */
export function drawChart(
  ctx: CanvasRenderingContext2D,
  layout: ChartLayout,
  series: readonly ChartSeries[],
) {
  const { width, height, left, top } = layout;
  const w = plotWidth(layout);
  const h = plotHeight(layout);
  ctx.clearRect(0, 0, width, height);
  ctx.font = "12px Roboto, system-ui, sans-serif";
  ctx.lineWidth = 1;

  // Grid and left axis ticks.
  const [leftAxis, rightAxis] = layout.axes;
  const yLeft = yOf(layout, leftAxis);
  ctx.strokeStyle = "#e0e0e0";
  ctx.fillStyle = "#555";
  ctx.textAlign = "right";
  ctx.textBaseline = "middle";
  for (const tick of leftAxis.ticks) {
    const y = Math.round(yLeft(tick)) + 0.5;
    ctx.beginPath();
    ctx.moveTo(left, y);
    ctx.lineTo(left + w, y);
    ctx.stroke();
    ctx.fillText(formatValue(tick), left - 6, y);
  }
  if (rightAxis) {
    const yRight = yOf(layout, rightAxis);
    ctx.textAlign = "left";
    for (const tick of rightAxis.ticks) ctx.fillText(formatValue(tick), left + w + 6, yRight(tick));
  }
  // Units above their axes.
  ctx.textBaseline = "bottom";
  ctx.textAlign = "left";
  ctx.fillText(layout.units[0], 4, top - 8);
  if (layout.units[1]) {
    ctx.textAlign = "right";
    ctx.fillText(layout.units[1], width - 4, top - 8);
  }
  // Time axis.
  const x = xOf(layout);
  ctx.textAlign = "center";
  ctx.textBaseline = "top";
  for (const tick of timeTicks(layout.tMin, layout.tMax, Math.max(2, Math.floor(w / 90)))) {
    const px = Math.round(x(tick.time)) + 0.5;
    ctx.strokeStyle = "#f0f0f0";
    ctx.beginPath();
    ctx.moveTo(px, top);
    ctx.lineTo(px, top + h);
    ctx.stroke();
    ctx.fillText(tick.label, px, top + h + 6);
  }
  ctx.strokeStyle = "#9e9e9e";
  ctx.strokeRect(left + 0.5, top + 0.5, w, h);

  // Series, clipped to the plot.
  ctx.save();
  ctx.beginPath();
  ctx.rect(left, top, w, h);
  ctx.clip();
  ctx.lineWidth = 1.5;
  ctx.lineJoin = "round";
  for (const [i, s] of series.entries()) {
    const axis = layout.axes[layout.axisOf[i]] ?? leftAxis;
    const points = decimate(s.times, s.values, x, yOf(layout, axis));
    ctx.strokeStyle = colorOf(s, i);
    ctx.setLineDash(s.dashed ? [6, 4] : []);
    ctx.beginPath();
    let pen = false;
    for (let k = 0; k < points.length; k += 2) {
      const px = points[k];
      const py = points[k + 1];
      if (Number.isNaN(px)) {
        pen = false;
        continue;
      }
      if (pen) ctx.lineTo(px, py);
      else ctx.moveTo(px, py);
      pen = true;
    }
    ctx.stroke();
  }
  ctx.restore();
}

/** The index of the point of `times` nearest to `time` (times ascending), or -1 if there are none. */
export function nearestIndex(times: readonly number[], time: number): number {
  if (times.length === 0) return -1;
  let lo = 0;
  let hi = times.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (times[mid] < time) lo = mid + 1;
    else hi = mid;
  }
  if (lo > 0 && time - times[lo - 1] < times[lo] - time) return lo - 1;
  return lo;
}
