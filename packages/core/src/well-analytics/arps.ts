/**
 * Arps decline curves (decision 0162), pure TypeScript:
 *
 *   q(t) = qi / (1 + b·Di·t)^(1/b)     hyperbolic, 0 < b ≤ 2
 *   q(t) = qi · exp(−Di·t)             exponential (the limit b → 0)
 *   q(t) = qi / (1 + Di·t)             harmonic (b = 1)
 *
 * Time t is in MONTHS from the first month of the fitted window (month k of the window is t = k);
 * rates are in whatever unit the caller gives (the server uses Sm³/d, a month's volume over its
 * calendar days). Di is fitted per month and reported as the nominal decline per YEAR (12 × the
 * monthly one). Volumes integrate rate over time with 30.4375 days per month (365.25 / 12), so a
 * rate in Sm³/d gives a volume in Sm³.
 *
 * Method: least squares on the rates themselves (not their logarithms). For a fixed b the model is
 * linearised (ln q against t for b = 0; q^−b against t otherwise) to start a Levenberg–Marquardt
 * iteration on (ln qi, ln Di), which keeps both positive. The hyperbolic b is searched on a grid
 * over (0, 2] and refined by golden section around the best grid point.
 */

export const ARPS_MODELS = ["exponential", "hyperbolic", "harmonic", "best"] as const;
export type ArpsModel = (typeof ARPS_MODELS)[number];
export type ArpsFittedModel = Exclude<ArpsModel, "best">;

export const DAYS_PER_MONTH = 365.25 / 12;
export const ARPS_B_MIN = 0.01;
export const ARPS_B_MAX = 2;
/** Fewest usable (positive, finite) rates a fit needs: two parameters and something to test them on. */
export const ARPS_MIN_POINTS = 3;

export type ArpsFailure = "too-few-points" | "non-declining" | "did-not-converge";

export interface ArpsFit {
  model: ArpsFittedModel;
  /** Initial rate at t = 0 (the window's first month), in the caller's rate unit. */
  qi: number;
  /** Nominal decline per month. */
  diPerMonth: number;
  /** Nominal decline per year (12 × per month). */
  diPerYear: number;
  b: number;
  r2: number;
  rmse: number;
  /** Usable points (positive, finite rates). */
  n: number;
  converged: boolean;
  /** Why the fit is not to be trusted, when `converged` is false. */
  reason: ArpsFailure | null;
  message: string | null;
}

export interface ArpsInput {
  /** Months from the window's first month, ascending. */
  t: readonly number[];
  /** Rates; null, zero, negative or non-finite ones are left out (shut-in months). */
  q: readonly (number | null)[];
  model: ArpsModel;
}

/** The rate of a fit at time t (months). */
export function arpsRate(fit: Pick<ArpsFit, "qi" | "diPerMonth" | "b">, t: number): number {
  const { qi, diPerMonth: d, b } = fit;
  if (b === 0) return qi * Math.exp(-d * t);
  return qi * (1 + b * d * t) ** (-1 / b);
}

/** Cumulative volume from 0 to t (months), in rate unit × days (Sm³ for Sm³/d). */
export function arpsCumulative(fit: Pick<ArpsFit, "qi" | "diPerMonth" | "b">, t: number): number {
  const { qi, diPerMonth: d, b } = fit;
  if (t <= 0 || d <= 0) return Math.max(0, t) * qi * DAYS_PER_MONTH;
  let months: number;
  if (b === 0) months = (qi / d) * (1 - Math.exp(-d * t));
  else if (Math.abs(b - 1) < 1e-9) months = (qi / d) * Math.log1p(d * t);
  else months = (qi / ((1 - b) * d)) * (1 - (1 + b * d * t) ** (1 - 1 / b));
  return months * DAYS_PER_MONTH;
}

/** Time (months) at which the fit's rate falls to `rate`; Infinity when it never does. */
export function arpsTimeToRate(fit: Pick<ArpsFit, "qi" | "diPerMonth" | "b">, rate: number): number {
  const { qi, diPerMonth: d, b } = fit;
  if (rate >= qi) return 0;
  if (d <= 0 || rate <= 0) return Number.POSITIVE_INFINITY;
  if (b === 0) return Math.log(qi / rate) / d;
  return ((qi / rate) ** b - 1) / (b * d);
}

export interface ArpsEurInput {
  /** Volume produced up to the end of the history (Sm³). */
  cumulativeToDate: number;
  /** The time (months, the fit's clock) of the last month of history: the forecast starts there. */
  fromT: number;
  /** The economic-limit rate (the fit's rate unit): production stops when the rate falls to it. */
  economicLimit: number;
  /** The longest the forecast runs after `fromT`, in months. */
  horizonMonths: number;
}

export interface ArpsEur {
  /** cumulativeToDate + remaining. */
  eur: number;
  /** Forecast volume from fromT to the end of the forecast. */
  remaining: number;
  /** Months from fromT to where the forecast stops. */
  forecastMonths: number;
  /** Why it stops: the rate reached the economic limit, or the horizon came first. */
  stoppedBy: "economic-limit" | "horizon";
}

/**
 * Estimated ultimate recovery: the volume produced to date plus the fit's forecast from the last
 * month of history until the rate falls to the economic limit, at most `horizonMonths` later.
 */
export function arpsEur(fit: Pick<ArpsFit, "qi" | "diPerMonth" | "b">, input: ArpsEurInput): ArpsEur {
  const from = Math.max(0, input.fromT);
  const limitT = arpsTimeToRate(fit, input.economicLimit);
  const horizonT = from + Math.max(0, input.horizonMonths);
  const stopT = Math.max(from, Math.min(limitT, horizonT));
  const remaining = Math.max(0, arpsCumulative(fit, stopT) - arpsCumulative(fit, from));
  return {
    eur: input.cumulativeToDate + remaining,
    remaining,
    forecastMonths: stopT - from,
    stoppedBy: limitT <= horizonT ? "economic-limit" : "horizon",
  };
}

interface FixedBResult {
  lnQi: number;
  lnD: number;
  sse: number;
  converged: boolean;
  declining: boolean;
}

/** Linear least squares y = a + s·x. */
function line(x: Float64Array, y: Float64Array): { a: number; s: number } {
  const n = x.length;
  let sx = 0;
  let sy = 0;
  for (let i = 0; i < n; i++) {
    sx += x[i];
    sy += y[i];
  }
  const mx = sx / n;
  const my = sy / n;
  let sxx = 0;
  let sxy = 0;
  for (let i = 0; i < n; i++) {
    sxx += (x[i] - mx) * (x[i] - mx);
    sxy += (x[i] - mx) * (y[i] - my);
  }
  const s = sxx > 0 ? sxy / sxx : 0;
  return { a: my - s * mx, s };
}

function sseOf(t: Float64Array, q: Float64Array, lnQi: number, lnD: number, b: number): number {
  const qi = Math.exp(lnQi);
  const d = Math.exp(lnD);
  let sse = 0;
  if (b === 0) {
    for (let i = 0; i < t.length; i++) {
      const r = q[i] - qi * Math.exp(-d * t[i]);
      sse += r * r;
    }
  } else {
    const p = -1 / b;
    for (let i = 0; i < t.length; i++) {
      const r = q[i] - qi * (1 + b * d * t[i]) ** p;
      sse += r * r;
    }
  }
  return sse;
}

/** Least squares on (ln qi, ln Di) for a fixed b: linearised start, then Levenberg–Marquardt. */
function fitFixedB(
  t: Float64Array,
  q: Float64Array,
  b: number,
  start?: { lnQi: number; lnD: number },
  maxIterations = 100,
): FixedBResult {
  const n = t.length;
  let lnQi: number;
  let lnD: number;
  if (start) {
    ({ lnQi, lnD } = start);
  } else {
    const y = new Float64Array(n);
    if (b === 0) {
      for (let i = 0; i < n; i++) y[i] = Math.log(q[i]);
      const { a, s } = line(t, y);
      lnQi = a;
      lnD = Math.log(Math.max(-s, 1e-6));
    } else {
      // q^−b = qi^−b + qi^−b·b·Di·t
      for (let i = 0; i < n; i++) y[i] = q[i] ** -b;
      const { a, s } = line(t, y);
      if (a > 0 && s > 0) {
        lnQi = -Math.log(a) / b;
        lnD = Math.log(s / (a * b));
      } else {
        const ly = new Float64Array(n);
        for (let i = 0; i < n; i++) ly[i] = Math.log(q[i]);
        const l = line(t, ly);
        lnQi = l.a;
        lnD = Math.log(Math.max(-l.s, 1e-6));
      }
    }
  }
  let sse = sseOf(t, q, lnQi, lnD, b);
  let lambda = 1e-3;
  let converged = false;
  for (let iter = 0; iter < maxIterations; iter++) {
    const qi = Math.exp(lnQi);
    const d = Math.exp(lnD);
    let a11 = 0;
    let a12 = 0;
    let a22 = 0;
    let g1 = 0;
    let g2 = 0;
    const p = b === 0 ? 0 : -1 / b;
    for (let i = 0; i < n; i++) {
      const ti = t[i];
      let f: number;
      let j2: number;
      if (b === 0) {
        f = qi * Math.exp(-d * ti);
        j2 = -d * ti * f;
      } else {
        const base = 1 + b * d * ti;
        f = qi * base ** p;
        j2 = (-d * ti * f) / base;
      }
      const j1 = f;
      const r = q[i] - f;
      a11 += j1 * j1;
      a12 += j1 * j2;
      a22 += j2 * j2;
      g1 += j1 * r;
      g2 += j2 * r;
    }
    let improved = false;
    for (let tries = 0; tries < 12; tries++) {
      const m11 = a11 * (1 + lambda);
      const m22 = a22 * (1 + lambda);
      const det = m11 * m22 - a12 * a12;
      if (!(Math.abs(det) > 0) || !Number.isFinite(det)) {
        lambda *= 10;
        continue;
      }
      const d1 = (g1 * m22 - g2 * a12) / det;
      const d2 = (m11 * g2 - a12 * g1) / det;
      const nq = lnQi + d1;
      const nd = Math.min(Math.max(lnD + d2, -30), 5);
      const nsse = sseOf(t, q, nq, nd, b);
      if (Number.isFinite(nsse) && nsse <= sse) {
        const small = Math.abs(d1) < 1e-10 && Math.abs(d2) < 1e-10;
        const relative = sse > 0 ? (sse - nsse) / sse : 0;
        lnQi = nq;
        lnD = nd;
        sse = nsse;
        lambda = Math.max(lambda / 10, 1e-12);
        improved = true;
        if (small || relative < 1e-10) converged = true;
        break;
      }
      lambda *= 10;
    }
    if (!improved) {
      // No step lowers the sum of squares: at a minimum (to the precision of the arithmetic).
      converged = true;
    }
    if (converged) break;
  }
  return { lnQi, lnD, sse, converged, declining: lnD > -29 };
}

const B_GRID = [0.01, 0.1, 0.25, 0.4, 0.55, 0.7, 0.85, 1, 1.2, 1.4, 1.6, 1.8, 2];

/** Solves the 3×3 system m·x = g by Gaussian elimination with partial pivoting; null when singular. */
function solve3(m: number[][], g: number[]): number[] | null {
  const a = m.map((row, i) => [...row, g[i]]);
  for (let c = 0; c < 3; c++) {
    let p = c;
    for (let r = c + 1; r < 3; r++) if (Math.abs(a[r][c]) > Math.abs(a[p][c])) p = r;
    if (!(Math.abs(a[p][c]) > 0)) return null;
    [a[c], a[p]] = [a[p], a[c]];
    for (let r = c + 1; r < 3; r++) {
      const f = a[r][c] / a[c][c];
      for (let k = c; k < 4; k++) a[r][k] -= f * a[c][k];
    }
  }
  const x = [0, 0, 0];
  for (let r = 2; r >= 0; r--) {
    let v = a[r][3];
    for (let k = r + 1; k < 3; k++) v -= a[r][k] * x[k];
    x[r] = v / a[r][r];
  }
  return x.every(Number.isFinite) ? x : null;
}

/** Levenberg–Marquardt on (ln qi, ln Di, b), b kept in [ARPS_B_MIN, ARPS_B_MAX]. */
function fitHyperbolic(
  t: Float64Array,
  q: Float64Array,
  start: FixedBResult,
  b0: number,
): FixedBResult & { b: number } {
  let lnQi = start.lnQi;
  let lnD = start.lnD;
  let b = b0;
  let sse = sseOf(t, q, lnQi, lnD, b);
  let lambda = 1e-3;
  let converged = false;
  const n = t.length;
  for (let iter = 0; iter < 200 && !converged; iter++) {
    const qi = Math.exp(lnQi);
    const d = Math.exp(lnD);
    const a = [
      [0, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
    ];
    const g = [0, 0, 0];
    for (let i = 0; i < n; i++) {
      const x = d * t[i];
      const base = 1 + b * x;
      const lb = Math.log(base);
      const f = qi * Math.exp(-lb / b);
      const j = [f, (-x * f) / base, f * (lb / (b * b) - x / (b * base))];
      const r = q[i] - f;
      for (let u = 0; u < 3; u++) {
        g[u] += j[u] * r;
        for (let v = u; v < 3; v++) a[u][v] += j[u] * j[v];
      }
    }
    a[1][0] = a[0][1];
    a[2][0] = a[0][2];
    a[2][1] = a[1][2];
    let improved = false;
    for (let tries = 0; tries < 12; tries++) {
      const m = a.map((row, u) => row.map((v, w) => (u === w ? v * (1 + lambda) : v)));
      const step = solve3(m, g);
      if (!step) {
        lambda *= 10;
        continue;
      }
      const nq = lnQi + step[0];
      const nd = Math.min(Math.max(lnD + step[1], -30), 5);
      const nb = Math.min(Math.max(b + step[2], ARPS_B_MIN), ARPS_B_MAX);
      const nsse = sseOf(t, q, nq, nd, nb);
      if (Number.isFinite(nsse) && nsse <= sse) {
        const relative = sse > 0 ? (sse - nsse) / sse : 0;
        const small = Math.abs(step[0]) < 1e-10 && Math.abs(step[1]) < 1e-10 && Math.abs(nb - b) < 1e-10;
        lnQi = nq;
        lnD = nd;
        b = nb;
        sse = nsse;
        lambda = Math.max(lambda / 10, 1e-12);
        improved = true;
        if (small || relative < 1e-10) converged = true;
        break;
      }
      lambda *= 10;
    }
    if (!improved) converged = true;
  }
  return { lnQi, lnD, b, sse, converged, declining: lnD > -29 };
}

const MESSAGES: Record<ArpsFailure, string> = {
  "too-few-points": `A decline fit needs at least ${ARPS_MIN_POINTS} months with a positive rate in the window.`,
  "non-declining": "The rate does not decline over this window; choose a window after the peak.",
  "did-not-converge": "The least-squares iteration did not converge; the parameters are its last estimate.",
};

function failure(model: ArpsFittedModel, n: number, reason: ArpsFailure): ArpsFit {
  return {
    model,
    qi: 0,
    diPerMonth: 0,
    diPerYear: 0,
    b: model === "harmonic" ? 1 : 0,
    r2: 0,
    rmse: 0,
    n,
    converged: false,
    reason,
    message: MESSAGES[reason],
  };
}

function fitModel(t: Float64Array, q: Float64Array, model: ArpsFittedModel): ArpsFit & { sse: number } {
  const n = t.length;
  let b: number;
  let res: FixedBResult;
  if (model === "exponential") {
    b = 0;
    res = fitFixedB(t, q, 0);
  } else if (model === "harmonic") {
    b = 1;
    res = fitFixedB(t, q, 1);
  } else {
    // A coarse grid over (0, 2] for a start, then Levenberg–Marquardt on (ln qi, ln Di, b) together.
    let best: FixedBResult | null = null;
    b = ARPS_B_MIN;
    for (const bb of B_GRID) {
      const r = fitFixedB(t, q, bb, undefined, 4);
      if (!best || r.sse < best.sse) {
        best = r;
        b = bb;
      }
    }
    const joint = fitHyperbolic(t, q, best as FixedBResult, b);
    if (joint.sse <= (best as FixedBResult).sse) {
      res = joint;
      b = joint.b;
    } else {
      res = best as FixedBResult;
    }
  }
  let mean = 0;
  for (let i = 0; i < n; i++) mean += q[i];
  mean /= n;
  let sst = 0;
  for (let i = 0; i < n; i++) sst += (q[i] - mean) * (q[i] - mean);
  const qi = Math.exp(res.lnQi);
  const d = Math.exp(res.lnD);
  const declining = res.declining && d > 1e-9;
  const reason: ArpsFailure | null = !declining
    ? "non-declining"
    : !res.converged
      ? "did-not-converge"
      : null;
  return {
    model,
    qi,
    diPerMonth: d,
    diPerYear: d * 12,
    b,
    r2: sst > 0 ? 1 - res.sse / sst : res.sse === 0 ? 1 : 0,
    rmse: Math.sqrt(res.sse / n),
    n,
    converged: reason === null,
    reason,
    message: reason ? MESSAGES[reason] : null,
    sse: res.sse,
  };
}

/**
 * Fits an Arps model to a rate history by least squares. "best" fits all three and keeps the one
 * with the lowest Akaike information criterion (n·ln(SSE/n) + 2k; k = 2, or 3 for hyperbolic), so
 * the free b must earn its extra parameter.
 */
export function fitArps(input: ArpsInput): ArpsFit {
  const ts: number[] = [];
  const qs: number[] = [];
  const count = Math.min(input.t.length, input.q.length);
  for (let i = 0; i < count; i++) {
    const v = input.q[i];
    const ti = input.t[i];
    if (v !== null && Number.isFinite(v) && v > 0 && Number.isFinite(ti)) {
      ts.push(ti);
      qs.push(v);
    }
  }
  const n = ts.length;
  const named: ArpsFittedModel = input.model === "best" ? "hyperbolic" : input.model;
  if (n < ARPS_MIN_POINTS) return failure(named, n, "too-few-points");
  const t = Float64Array.from(ts);
  const q = Float64Array.from(qs);
  // A history whose log-rate trend rises does not decline: no Arps curve describes it.
  const lq = new Float64Array(n);
  for (let i = 0; i < n; i++) lq[i] = Math.log(q[i]);
  if (line(t, lq).s >= 0) return failure(named, n, "non-declining");

  if (input.model !== "best") {
    const { sse: _sse, ...fit } = fitModel(t, q, input.model);
    return fit;
  }
  const candidates = (["exponential", "harmonic", "hyperbolic"] as const).map((m) => fitModel(t, q, m));
  const aic = (f: { sse: number; model: ArpsFittedModel }) =>
    n * Math.log(Math.max(f.sse, 1e-300) / n) + 2 * (f.model === "hyperbolic" ? 3 : 2);
  const usable = candidates.filter((c) => c.converged);
  const pool = usable.length > 0 ? usable : candidates;
  const best = pool.reduce((a, c) => (aic(c) < aic(a) ? c : a));
  const { sse: _sse, ...fit } = best;
  return fit;
}
