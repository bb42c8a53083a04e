import type { CurveFamily, WellLogCurve, WellLogData } from "../api/types.ts";

export interface PlotTemplate {
  mnemonic: string;
  unit: string;
  colour: string;
  /** Left to right; reversed for neutron porosity and sonic, as logs are read. */
  domain: [number, number];
  /** A line (log curves, the default) or dots (core plugs, one per measured depth). */
  kind?: "line" | "dot";
}

export interface TrackTemplate {
  id: string;
  label: string;
  scale: "linear" | "log";
  plots: PlotTemplate[];
}

/** The default layout: which families share a track, in order (the usual triple-combo and sonic). */
const LAYOUT: readonly { id: string; label: string; scale: "linear" | "log"; families: CurveFamily[] }[] = [
  { id: "gr", label: "Gamma ray · caliper", scale: "linear", families: ["gamma", "caliper", "sp"] },
  { id: "res", label: "Resistivity", scale: "log", families: ["resistivity"] },
  { id: "por", label: "Density · neutron", scale: "linear", families: ["density", "neutron", "pef"] },
  { id: "dt", label: "Sonic", scale: "linear", families: ["sonic"] },
  { id: "other", label: "Other", scale: "linear", families: ["other"] },
];

const COLOURS: Record<CurveFamily, readonly string[]> = {
  gamma: ["#2e7d32", "#66bb6a"],
  caliper: ["#424242"],
  sp: ["#1565c0"],
  resistivity: ["#c62828", "#1565c0", "#212121", "#6a1b9a", "#ef6c00"],
  density: ["#c62828"],
  neutron: ["#1565c0"],
  pef: ["#ad1457"],
  sonic: ["#6a1b9a", "#00838f"],
  other: ["#5d4037", "#00695c", "#283593", "#9e9d24", "#d84315"],
};

/** Families shown when a file opens; the rest wait in the curve picker. */
export const SHOWN_BY_DEFAULT: readonly CurveFamily[] = [
  "gamma",
  "caliper",
  "resistivity",
  "density",
  "neutron",
  "pef",
  "sonic",
];

/** The curves shown when a file opens: those of the default families. */
export function shownByDefault(curves: readonly WellLogCurve[]): Set<string> {
  return new Set(curves.filter((c) => SHOWN_BY_DEFAULT.includes(c.family)).map((c) => c.mnemonic));
}

/** The curves the tracks draw, in track order: what the data calls ask for. */
export const mnemonicsOf = (tracks: readonly TrackTemplate[]) =>
  tracks.flatMap((track) => track.plots.map((plot) => plot.mnemonic));

/** Resistivity tracks span four decades whatever the file holds. */
const RESISTIVITY_DOMAIN: [number, number] = [0.2, 2000];

function domainOf(curve: WellLogCurve): [number, number] {
  // A curve whose every value is null has no min or max: it gets a unit domain.
  if (curve.family === "resistivity") {
    const low = Math.min(RESISTIVITY_DOMAIN[0], Math.max(curve.min ?? RESISTIVITY_DOMAIN[0], 1e-3));
    return [low, Math.max(RESISTIVITY_DOMAIN[1], curve.max ?? RESISTIVITY_DOMAIN[1])];
  }
  let [low, high] = [curve.min ?? Number.NaN, curve.max ?? Number.NaN];
  if (!Number.isFinite(low) || !Number.isFinite(high)) [low, high] = [0, 1];
  if (low === high) [low, high] = [low - 1, high + 1];
  const reversed = curve.family === "neutron" || curve.family === "sonic";
  return reversed ? [high, low] : [low, high];
}

/** The tracks for the shown curves, by the default layout; tracks left empty are dropped. */
export function tracksFor(curves: readonly WellLogCurve[], shown: ReadonlySet<string>): TrackTemplate[] {
  return LAYOUT.map((track) => {
    const used = new Map<CurveFamily, number>();
    const plots = curves
      .filter((curve) => shown.has(curve.mnemonic) && track.families.includes(curve.family))
      .map((curve) => {
        const n = used.get(curve.family) ?? 0;
        used.set(curve.family, n + 1);
        const palette = COLOURS[curve.family];
        return {
          mnemonic: curve.mnemonic,
          unit: curve.unit,
          colour: palette[n % palette.length]!,
          domain: domainOf(curve),
        };
      });
    return { id: track.id, label: track.label, scale: track.scale, plots };
  }).filter((track) => track.plots.length > 0);
}

/**
 * A curve of a /data answer as [depth, value] points: a bucket's min and max both (so spikes survive
 * the decimation), a sample once; null (the LAS null value) breaks the line.
 */
export function plotPoints(data: WellLogData, mnemonic: string): [number, number | null][] {
  const curve = data.curves.find((c) => c.mnemonic === mnemonic);
  if (!curve) return [];
  const points: [number, number | null][] = [];
  data.depths.forEach((depth, i) => {
    const low = curve.min[i] ?? null;
    const high = curve.max[i] ?? null;
    points.push([depth, low]);
    if (high !== low) points.push([depth, high]);
  });
  return points;
}
