/** One colour per formation, in the order the crossplot lists them (colour-blind-safe Okabe–Ito). */
const COLOURS = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000", "#F0E442"];

export function formationColours(formations: readonly string[]): Map<string, string> {
  return new Map([...new Set(formations)].sort().map((f, i) => [f, COLOURS[i % COLOURS.length]]));
}

/** Decades of permeability (mD) as labels: 0.01, 0.1, 1, 10, 100 … */
export function decadeLabel(exponent: number): string {
  return exponent < 0 ? (10 ** exponent).toFixed(-exponent) : String(10 ** exponent);
}
