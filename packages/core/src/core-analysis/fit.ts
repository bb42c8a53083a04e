import type { CoreTrend } from "./schemas.ts";

/**
 * The least-squares line log10(k) = intercept + slope · φ through a formation's plugs (the classic
 * porosity–permeability transform). Fewer than 3 points, or no spread in porosity, gives no line.
 */
export function fitPorosityPermeability(points: readonly { porosity: number; log10k: number }[]): CoreTrend {
  const n = points.length;
  const minPorosity = n ? Math.min(...points.map((p) => p.porosity)) : null;
  const maxPorosity = n ? Math.max(...points.map((p) => p.porosity)) : null;
  const none = { slope: null, intercept: null, r2: null, n, minPorosity, maxPorosity };
  if (n < 3) return none;
  let sx = 0;
  let sy = 0;
  for (const p of points) {
    sx += p.porosity;
    sy += p.log10k;
  }
  const mx = sx / n;
  const my = sy / n;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  for (const p of points) {
    const dx = p.porosity - mx;
    const dy = p.log10k - my;
    sxx += dx * dx;
    sxy += dx * dy;
    syy += dy * dy;
  }
  if (sxx < 1e-12) return none;
  const slope = sxy / sxx;
  const intercept = my - slope * mx;
  const r2 = syy === 0 ? 1 : (sxy * sxy) / (sxx * syy);
  return { slope, intercept, r2, n, minPorosity, maxPorosity };
}
