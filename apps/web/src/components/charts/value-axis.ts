/**
 * A value axis, linear or logarithmic: its domain and ticks, and the mapping to pixels. A log axis
 * leaves out zero and negative values (they have no place on it) rather than inventing one.
 */
export type AxisScale = "linear" | "log";

export interface ValueAxis {
  scale: AxisScale;
  min: number;
  max: number;
  ticks: number[];
  /** 0 at the bottom of the axis, 1 at the top; NaN for a value the axis cannot show. */
  fraction(value: number): number;
}

export function valueAxis(values: Iterable<number>, scale: AxisScale, target = 6): ValueAxis {
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (const v of values) {
    if (!Number.isFinite(v) || (scale === "log" && v <= 0)) continue;
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  if (scale === "log") {
    if (!Number.isFinite(lo)) {
      lo = 1;
      hi = 10;
    }
    const minExp = Math.floor(Math.log10(lo));
    const maxExp = Math.max(minExp + 1, Math.ceil(Math.log10(hi)));
    const ticks: number[] = [];
    const every = Math.max(1, Math.ceil((maxExp - minExp) / target));
    for (let e = minExp; e <= maxExp; e += every) ticks.push(10 ** e);
    const lmin = minExp;
    const lmax = maxExp;
    return {
      scale,
      min: 10 ** lmin,
      max: 10 ** lmax,
      ticks,
      fraction: (v) => (v > 0 ? (Math.log10(v) - lmin) / (lmax - lmin) : Number.NaN),
    };
  }
  if (!Number.isFinite(lo)) {
    lo = 0;
    hi = 1;
  }
  // Volumes and rates read from zero: a chart whose axis starts at 900 exaggerates a decline.
  lo = Math.min(0, lo);
  if (hi <= lo) hi = lo + 1;
  const step = niceStep((hi - lo) / target);
  const min = Math.floor(lo / step) * step;
  const max = Math.ceil(hi / step) * step;
  const ticks: number[] = [];
  for (let t = min; t <= max + step / 2; t += step) ticks.push(Number(t.toPrecision(12)));
  return { scale, min, max, ticks, fraction: (v) => (v - min) / (max - min) };
}

function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  const f = raw / power;
  const nice = f <= 1 ? 1 : f <= 2 ? 2 : f <= 2.5 ? 2.5 : f <= 5 ? 5 : 10;
  return nice * power;
}

/** A tick or tooltip value: 1.2 M, 35 k, 0.45; exact enough to read, short enough to fit. */
export function formatValue(v: number): string {
  const a = Math.abs(v);
  if (a >= 1e9) return `${trim(v / 1e9)} G`;
  if (a >= 1e6) return `${trim(v / 1e6)} M`;
  if (a >= 1e4) return `${trim(v / 1e3)} k`;
  if (a >= 100 || a === 0) return String(Math.round(v));
  if (a >= 1) return trim(v);
  return Number(v.toPrecision(2)).toString();
}

function trim(v: number): string {
  return Number(v.toPrecision(3)).toString();
}
