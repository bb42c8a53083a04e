import type { CoreSample } from "@strata/core";
import type { TrackTemplate } from "./well-log-tracks.ts";

/** Feet per metre: core depths are stored in m MD; a log indexed in feet gets them converted. */
const FEET_PER_METRE = 1 / 0.3048;

/** The plot mnemonics of the core tracks; no LAS curve is named so (they hold a space). */
export const CORE_POROSITY = "Core φ";
export const CORE_KH = "Core Kh";

/** The domains of the core tracks: porosity 0–40 %, horizontal permeability four decades and two. */
const POROSITY_DOMAIN: [number, number] = [0, 40];
const KH_DOMAIN: [number, number] = [0.01, 10_000];

export interface CoreTracks {
  tracks: TrackTemplate[];
  /** Points by plot mnemonic, [depth in the log's index unit, value]. */
  points: Record<string, [number, number][]>;
  /** The plugs within the log's depth range. */
  inRange: number;
}

/**
 * A wellbore's core plugs as two dot tracks beside its logs (porosity in %, Kh in mD on a log
 * scale), on the log's own depth index: metres as stored, feet converted. Null when the log is not
 * indexed by depth (time, say): core depths cannot be placed on it.
 */
export function coreTracks(
  samples: readonly CoreSample[],
  index: { unit: string; top: number; bottom: number },
): CoreTracks | null {
  const unit = index.unit.toLowerCase();
  if (unit !== "m" && unit !== "ft") return null;
  const toIndex = unit === "ft" ? (m: number) => m * FEET_PER_METRE : (m: number) => m;
  const [low, high] = index.top <= index.bottom ? [index.top, index.bottom] : [index.bottom, index.top];
  const porosity: [number, number][] = [];
  const kh: [number, number][] = [];
  let inRange = 0;
  for (const sample of [...samples].sort((a, b) => a.depthM - b.depthM)) {
    const depth = toIndex(sample.depthM);
    if (depth < low || depth > high) continue;
    inRange++;
    if (sample.porosityFraction !== null) porosity.push([depth, sample.porosityFraction * 100]);
    if (sample.permeabilityHorizontalMd !== null && sample.permeabilityHorizontalMd > 0) {
      kh.push([depth, sample.permeabilityHorizontalMd]);
    }
  }
  return {
    tracks: [
      {
        id: "core-porosity",
        label: "Core porosity",
        scale: "linear",
        plots: [
          { mnemonic: CORE_POROSITY, unit: "%", colour: "#ef6c00", domain: POROSITY_DOMAIN, kind: "dot" },
        ],
      },
      {
        id: "core-kh",
        label: "Core permeability",
        scale: "log",
        plots: [{ mnemonic: CORE_KH, unit: "mD", colour: "#6a1b9a", domain: KH_DOMAIN, kind: "dot" }],
      },
    ],
    points: { [CORE_POROSITY]: porosity, [CORE_KH]: kh },
    inRange,
  };
}
