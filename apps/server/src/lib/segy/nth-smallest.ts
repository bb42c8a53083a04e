/**
 * The k-th smallest of `values` (0-based), found by selection instead of a sort: a clip percentile
 * needs one value, and sorting the million magnitudes of a preview cache's sample was most of the
 * cost of caching a small file. Reorders `values` in place; NaN must not be among them.
 */
export function nthSmallest(values: Float32Array, k: number): number {
  let lo = 0;
  let hi = values.length - 1;
  while (hi > lo) {
    // Median of three as the pivot, so sorted or constant runs do not make it quadratic.
    const mid = (lo + hi) >>> 1;
    if (values[mid] < values[lo]) swap(values, mid, lo);
    if (values[hi] < values[lo]) swap(values, hi, lo);
    if (values[hi] < values[mid]) swap(values, hi, mid);
    const pivot = values[mid];
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (values[i] < pivot) i++;
      while (values[j] > pivot) j--;
      if (i <= j) {
        swap(values, i, j);
        i++;
        j--;
      }
    }
    // [lo, j] ≤ pivot ≤ [i, hi], and anything strictly between j and i equals the pivot.
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return values[k];
  }
  return values[k];
}

function swap(values: Float32Array, a: number, b: number) {
  const t = values[a];
  values[a] = values[b];
  values[b] = t;
}
