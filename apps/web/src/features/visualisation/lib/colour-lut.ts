import { SEISMIC_COLORMAP_STOPS as STOPS } from "@strata/core";
import type { ColourMap } from "../api/types.ts";

type Rgb = readonly [number, number, number];

export const COLOUR_MAPS: readonly { value: ColourMap; label: string }[] = [
  { value: "grey", label: "Grey" },
  { value: "rwb", label: "Red-white-blue" },
  { value: "seismic", label: "Seismic" },
  { value: "viridis", label: "Viridis" },
];

/** The colour at t ∈ [0, 1] of a colour map, interpolated linearly between its stops. */
export function colourAt(map: ColourMap, t: number): Rgb {
  const stops = STOPS[map];
  const position = Math.min(1, Math.max(0, t)) * (stops.length - 1);
  const i = Math.min(stops.length - 2, Math.floor(position));
  const f = position - i;
  const [a, b] = [stops[i]!, stops[i + 1]!];
  return [
    Math.round(a[0] + (b[0] - a[0]) * f),
    Math.round(a[1] + (b[1] - a[1]) * f),
    Math.round(a[2] + (b[2] - a[2]) * f),
  ];
}

export interface Display {
  /** The amplitude of one step of a sample byte (the section's `scale`). */
  scale: number;
  /** Amplitudes beyond ± clip take the end colours. */
  clip: number;
  /** Multiplies every amplitude before clipping. */
  gain: number;
}

/**
 * Where each sample byte's amplitude falls once gained and clipped: −1 … 1. Byte 0 carries no sample
 * (NaN). Gain and clip change only this table, never the samples.
 */
export function normalisedAmplitudes({ scale, clip, gain }: Display): Float32Array {
  const table = new Float32Array(256);
  table[0] = Number.NaN;
  const limit = clip > 0 ? clip : 127 * scale;
  for (let v = 1; v < 256; v++) {
    table[v] = Math.max(-1, Math.min(1, ((v - 128) * scale * gain) / limit));
  }
  return table;
}

/**
 * The 256-entry RGBA lookup table of a colour map with gain and clip, read four bytes per sample byte;
 * byte 0 (no sample) is transparent.
 */
export function colourLut(map: ColourMap, display: Display): Uint8ClampedArray {
  const amplitudes = normalisedAmplitudes(display);
  const lut = new Uint8ClampedArray(256 * 4);
  for (let v = 1; v < 256; v++) {
    const [r, g, b] = colourAt(map, (amplitudes[v]! + 1) / 2);
    lut.set([r, g, b, 255], v * 4);
  }
  return lut;
}
