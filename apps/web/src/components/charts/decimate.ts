/**
 * Min/max decimation for a line chart: per pixel column, the first, lowest, highest and last point,
 * in order. A 30-year daily series (10,958 points) on an 800-pixel chart becomes at most 3,200
 * points that draw the same picture, every spike kept. Nulls break the line (NaN in the output).
 */
export function decimate(
  times: readonly number[],
  values: readonly (number | null)[],
  x: (time: number) => number,
  y: (value: number) => number,
): Float64Array {
  const n = Math.min(times.length, values.length);
  // Every input point is written at most once (as itself or as a break): 2 numbers each.
  const out = new Float64Array(2 * n + 8);
  let k = 0;
  let column = Number.NaN;
  let first = -1;
  let last = -1;
  let lo = -1;
  let hi = -1;
  const push = (px: number, py: number) => {
    out[k++] = px;
    out[k++] = py;
  };
  const flush = () => {
    if (first < 0) return;
    const order = [first, lo, hi, last].filter((v, i, a) => a.indexOf(v) === i).sort((a, b) => a - b);
    for (const i of order) push(x(times[i]), y(values[i] as number));
    first = -1;
  };
  for (let i = 0; i < n; i++) {
    const v = values[i];
    const py = v === null ? Number.NaN : y(v);
    if (v === null || !Number.isFinite(py)) {
      flush();
      column = Number.NaN;
      push(Number.NaN, Number.NaN);
      continue;
    }
    const c = Math.floor(x(times[i]));
    if (c !== column) {
      flush();
      column = c;
      first = lo = hi = last = i;
      continue;
    }
    last = i;
    if (py > y(values[lo] as number)) lo = i; // canvas y grows downwards: the lowest value has the largest y
    if (py < y(values[hi] as number)) hi = i;
  }
  flush();
  return out.subarray(0, k);
}
