import { describe, expect, it } from "vitest";
import { arpsCumulative, arpsEur, arpsRate, arpsTimeToRate, DAYS_PER_MONTH, fitArps } from "./arps.ts";

/** A deterministic generator of noise in [−1, 1). */
function noise(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x ^= x + Math.imul(x ^ (x >>> 7), 61 | x);
    return (((x ^ (x >>> 14)) >>> 0) / 4294967296) * 2 - 1;
  };
}

function history(qi: number, diPerYear: number, b: number, months: number, noiseLevel = 0, seed = 1) {
  const r = noise(seed);
  const fit = { qi, diPerMonth: diPerYear / 12, b };
  const t = Array.from({ length: months }, (_, i) => i);
  const q = t.map((ti) => arpsRate(fit, ti) * (1 + noiseLevel * r()));
  return { t, q };
}

const within = (actual: number, expected: number, tolerance = 0.01) =>
  expect(Math.abs(actual - expected) / Math.abs(expected)).toBeLessThan(tolerance);

describe("fitArps recovers known parameters", () => {
  const cases = [
    { model: "exponential" as const, qi: 800, di: 0.25, b: 0 },
    { model: "harmonic" as const, qi: 1200, di: 0.6, b: 1 },
    { model: "hyperbolic" as const, qi: 1500, di: 0.9, b: 0.5 },
    { model: "hyperbolic" as const, qi: 300, di: 1.5, b: 1.4 },
  ];
  for (const c of cases) {
    it(`${c.model} b=${c.b} from an exact 30-year history`, () => {
      const fit = fitArps({ ...history(c.qi, c.di, c.b, 360), model: c.model });
      expect(fit.converged, fit.message ?? "").toBe(true);
      expect(fit.model).toBe(c.model);
      within(fit.qi, c.qi);
      within(fit.diPerYear, c.di);
      if (c.b > 0) within(fit.b, c.b);
      else expect(fit.b).toBe(0);
      expect(fit.r2).toBeGreaterThan(0.9999);
      expect(fit.n).toBe(360);
    });
    it(`${c.model} b=${c.b} from a 10-year history with ±0.5 % noise`, () => {
      const fit = fitArps({ ...history(c.qi, c.di, c.b, 120, 0.005, 7), model: c.model });
      expect(fit.converged).toBe(true);
      within(fit.qi, c.qi);
      within(fit.diPerYear, c.di);
      if (c.b > 0) within(fit.b, c.b, 0.05);
      expect(fit.r2).toBeGreaterThan(0.99);
    });
  }

  it("the hyperbolic fit with small noise recovers b within 1 % over 30 years", () => {
    const fit = fitArps({ ...history(1500, 0.9, 0.5, 360, 0.002, 3), model: "hyperbolic" });
    within(fit.b, 0.5);
    within(fit.qi, 1500);
    within(fit.diPerYear, 0.9);
  });

  it('"best" picks the model that made the data', () => {
    expect(fitArps({ ...history(800, 0.25, 0, 240, 0.005), model: "best" }).model).toBe("exponential");
    expect(fitArps({ ...history(1200, 0.6, 1, 240, 0.005), model: "best" }).model).toBe("harmonic");
    const hyp = fitArps({ ...history(1500, 0.9, 0.5, 240, 0.002), model: "best" });
    expect(hyp.model).toBe("hyperbolic");
    within(hyp.b, 0.5, 0.05);
  });

  it("leaves out shut-in months (null or zero rates)", () => {
    const { t, q } = history(800, 0.25, 0, 60);
    const gappy = q.map((v, i) => (i % 7 === 3 ? null : i % 11 === 5 ? 0 : v));
    const fit = fitArps({ t, q: gappy, model: "exponential" });
    expect(fit.converged).toBe(true);
    expect(fit.n).toBeLessThan(60);
    within(fit.qi, 800);
  });
});

describe("fitArps says when it cannot fit", () => {
  it("too few points", () => {
    const fit = fitArps({ t: [0, 1], q: [100, 90], model: "exponential" });
    expect(fit).toMatchObject({ converged: false, reason: "too-few-points", n: 2 });
    expect(fit.message).toMatch(/at least 3/);
  });
  it("a rising rate is not a decline", () => {
    const t = Array.from({ length: 24 }, (_, i) => i);
    const fit = fitArps({ t, q: t.map((i) => 100 + 5 * i), model: "hyperbolic" });
    expect(fit).toMatchObject({ converged: false, reason: "non-declining" });
  });
  it("a flat rate is not a decline", () => {
    const t = Array.from({ length: 24 }, (_, i) => i);
    const fit = fitArps({ t, q: t.map(() => 100), model: "best" });
    expect(fit).toMatchObject({ converged: false, reason: "non-declining" });
  });
});

describe("EUR", () => {
  const fit = { qi: 1000, diPerMonth: 0.02, b: 0 };
  it("integrates the forecast to the economic limit", () => {
    const tLimit = arpsTimeToRate(fit, 10);
    expect(tLimit).toBeCloseTo(Math.log(100) / 0.02, 6);
    const eur = arpsEur(fit, { cumulativeToDate: 5e5, fromT: 12, economicLimit: 10, horizonMonths: 1200 });
    expect(eur.stoppedBy).toBe("economic-limit");
    const expected = (1000 / 0.02) * (Math.exp(-0.02 * 12) - Math.exp(-0.02 * tLimit)) * DAYS_PER_MONTH;
    expect(eur.remaining).toBeCloseTo(expected, 3);
    expect(eur.eur).toBeCloseTo(5e5 + expected, 3);
  });
  it("stops at the horizon when the limit comes later", () => {
    const eur = arpsEur(fit, { cumulativeToDate: 0, fromT: 0, economicLimit: 1e-6, horizonMonths: 120 });
    expect(eur).toMatchObject({ stoppedBy: "horizon", forecastMonths: 120 });
    expect(eur.remaining).toBeCloseTo(arpsCumulative(fit, 120), 6);
  });
  it("harmonic and hyperbolic cumulatives match a numerical integral", () => {
    for (const b of [0.5, 1, 1.5]) {
      const f = { qi: 500, diPerMonth: 0.05, b };
      let sum = 0;
      const steps = 200_000;
      const h = 100 / steps;
      for (let i = 0; i < steps; i++) sum += arpsRate(f, (i + 0.5) * h) * h;
      expect(arpsCumulative(f, 100) / (sum * DAYS_PER_MONTH)).toBeCloseTo(1, 6);
    }
  });
});
