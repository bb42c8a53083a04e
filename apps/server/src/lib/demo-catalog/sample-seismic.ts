/**
 * Deterministic synthetic seismic for the demo's SEG-Y files: a reflectivity model with layered
 * dipping reflectors, a normal fault offsetting them, a channel (a lens of lower impedance) and a
 * little noise, convolved with a Ricker wavelet. The same seed (a record id) gives the same samples
 * everywhere. Pure typed-array loops: a 200 × 200 × 250 volume takes well under a second.
 */
import { mulberry32, Rng } from "./prng.ts";

export interface SeismicSize {
  /** Samples per trace. */
  samples: number;
  /** Sample interval in ms (4 unless told). */
  intervalMs?: number;
  /** Peak frequency of the Ricker wavelet in Hz (27 unless told). */
  frequencyHz?: number;
}

/** A string's seed (FNV-1a): a record id gives its own model. */
export function seedOf(id: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

interface Horizon {
  /** Two-way time at the model's origin, in samples. */
  t0: number;
  /** Change of time across the model (u: along the line or crossline, v: along the inlines), in samples. */
  dipU: number;
  dipV: number;
  /** Folding: amplitude in samples and phase. */
  fold: number;
  phase: number;
  /** Reflection coefficient. */
  rc: number;
}

/** The geology of one record: horizons, a fault and a channel, in coordinates u, v ∈ [0, 1]. */
class Model {
  readonly horizons: Horizon[] = [];
  readonly fault: { u0: number; strike: number; heave: number; throw: number; taper: number };
  readonly channel: {
    horizon: number;
    below: number;
    center: number;
    meander: number;
    wavelength: number;
    phase: number;
    halfWidth: number;
    thickness: number;
    rc: number;
  };
  readonly noise: number;
  noiseState: number;

  constructor(seed: number, samples: number) {
    const rng = new Rng(mulberry32(seed));
    // Layers every 8–22 samples below a water-bottom-like first reflector, dips growing with depth.
    const dipU = rng.float(-0.2, 0.2) * samples;
    const dipV = rng.float(-0.08, 0.08) * samples;
    let t = rng.float(0.06, 0.12) * samples;
    let first = true;
    while (t < samples * 1.15) {
      const depth = t / samples;
      const strong = first || rng.chance(0.15);
      this.horizons.push({
        t0: t,
        dipU: dipU * (0.2 + depth),
        dipV: dipV * (0.2 + depth),
        fold: rng.float(0, 0.04) * samples * depth,
        phase: rng.float(0, Math.PI * 2),
        rc: (strong ? rng.float(0.12, 0.22) : rng.float(0.02, 0.09)) * (rng.chance(0.5) ? 1 : -1),
      });
      first = false;
      t += rng.float(8, 22);
    }
    if (this.horizons[0].rc < 0) this.horizons[0].rc = -this.horizons[0].rc;
    this.fault = {
      u0: rng.float(0.35, 0.65),
      strike: rng.float(-0.25, 0.25),
      heave: rng.float(0.08, 0.2) * (rng.chance(0.5) ? 1 : -1),
      throw: rng.float(0.04, 0.08) * samples,
      taper: rng.float(0.3, 0.7),
    };
    const horizon = Math.floor(this.horizons.length * rng.float(0.3, 0.55));
    this.channel = {
      horizon,
      below: rng.float(3, 6),
      center: rng.float(0.3, 0.7),
      meander: rng.float(0.08, 0.18),
      wavelength: rng.float(0.35, 0.8),
      phase: rng.float(0, Math.PI * 2),
      halfWidth: rng.float(0.04, 0.08),
      thickness: rng.float(6, 10),
      rc: -rng.float(0.15, 0.25),
    };
    this.noise = 0.008;
    this.noiseState = (rng.int(1, 0x7fffffff) | 1) >>> 0;
  }

  /** The horizon's time (in samples) at u, v, before faulting. */
  time(h: Horizon, u: number, v: number): number {
    return h.t0 + h.dipU * u + h.dipV * v + h.fold * Math.sin(u * 5.5 + v * 3.1 + h.phase);
  }
}

const OVERSAMPLE = 16;

/** A Ricker wavelet sampled at 1/16 of a sample, from −half to +half samples. */
function rickerTable(frequencyHz: number, intervalMs: number): { table: Float32Array; half: number } {
  // Beyond 0.9 / f the wavelet is below 0.1 % of its peak.
  const half = Math.ceil(0.9 / (frequencyHz * intervalMs * 1e-3));
  const table = new Float32Array((2 * half + 1) * OVERSAMPLE + 1);
  for (let k = 0; k < table.length; k++) {
    const t = (k / OVERSAMPLE - half) * intervalMs * 1e-3;
    const a = (Math.PI * frequencyHz * t) ** 2;
    table[k] = (1 - 2 * a) * Math.exp(-a);
  }
  return { table, half };
}

/** Adds a spike of coefficient rc at fractional sample p, convolved with the wavelet, to the trace. */
function addSpike(out: Float32Array, offset: number, samples: number, p: number, rc: number, w: Wavelet) {
  const lo = Math.max(0, Math.ceil(p - w.half));
  const hi = Math.min(samples - 1, Math.floor(p + w.half));
  for (let s = lo; s <= hi; s++) {
    out[offset + s] += rc * w.table[((s - p + w.half) * OVERSAMPLE + 0.5) | 0];
  }
}

type Wavelet = { table: Float32Array; half: number };

/** Writes one trace at (u, v) into out[offset …]. */
function trace(
  model: Model,
  u: number,
  v: number,
  out: Float32Array,
  offset: number,
  samples: number,
  w: Wavelet,
) {
  const { fault, channel } = model;
  // The fault plane: its position along u at time t; the hanging wall (beyond it) is thrown down.
  const faultAt = fault.u0 + fault.strike * (v - 0.5);
  const throwHere = fault.throw * (1 - fault.taper * Math.abs(v - 0.5) * 2);
  for (let k = 0; k < model.horizons.length; k++) {
    const h = model.horizons[k];
    let t = model.time(h, u, v);
    const plane = faultAt + fault.heave * (t / samples);
    const hanging = fault.heave >= 0 ? u > plane : u < plane;
    if (hanging) t += throwHere * (0.4 + (0.6 * t) / samples);
    if (t > -w.half && t < samples + w.half) addSpike(out, offset, samples, t, h.rc, w);
    if (k === channel.horizon) {
      // The channel: a lens below this horizon whose axis meanders along v.
      const axis =
        channel.center + channel.meander * Math.sin((v / channel.wavelength) * Math.PI * 2 + channel.phase);
      const d = (u - axis) / channel.halfWidth;
      if (d * d < 1) {
        const thick = channel.thickness * Math.sqrt(1 - d * d);
        const top = t + channel.below;
        addSpike(out, offset, samples, top, channel.rc, w);
        addSpike(out, offset, samples, top + thick, -channel.rc * 0.8, w);
      }
    }
  }
  // Noise: a xorshift per sample (cheaper than the PRNG's calls), two uniform halves summed.
  let x = model.noiseState;
  const scale = model.noise / 65536;
  for (let s = 0; s < samples; s++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[offset + s] += ((x & 0xffff) + (x >>> 16) - 65535) * scale;
  }
  model.noiseState = x;
}

/** A 2D line: `traces` traces of `samples` samples, trace after trace. `position` (0–1) places the line across the model. */
export function seismicLine(seed: number, traces: number, size: SeismicSize, position = 0.5): Float32Array {
  const { samples } = size;
  const model = new Model(seed, samples);
  const w = rickerTable(size.frequencyHz ?? 27, size.intervalMs ?? 4);
  const out = new Float32Array(traces * samples);
  for (let i = 0; i < traces; i++) {
    trace(model, traces === 1 ? 0 : i / (traces - 1), position, out, i * samples, samples, w);
  }
  return out;
}

/** A 3D volume, inline-major: traces (inline 0, crossline 0 … n), (inline 1, …); u runs along the crosslines, v along the inlines. */
export function seismicVolume(
  seed: number,
  inlines: number,
  crosslines: number,
  size: SeismicSize,
): Float32Array {
  const { samples } = size;
  const model = new Model(seed, samples);
  const w = rickerTable(size.frequencyHz ?? 27, size.intervalMs ?? 4);
  const out = new Float32Array(inlines * crosslines * samples);
  for (let i = 0; i < inlines; i++) {
    const v = inlines === 1 ? 0 : i / (inlines - 1);
    for (let j = 0; j < crosslines; j++) {
      const u = crosslines === 1 ? 0 : j / (crosslines - 1);
      trace(model, u, v, out, (i * crosslines + j) * samples, samples, w);
    }
  }
  return out;
}

/** Samples as 16-bit (SEG-Y format 3) or 8-bit (format 8) integers: the largest |amplitude| maps to the type's range (for 8 bits, 0.6 of it). */
export function quantize(data: Float32Array, bits: 8 | 16): Int16Array | Int8Array {
  let max = 0;
  for (let i = 0; i < data.length; i++) {
    const a = Math.abs(data[i]);
    if (a > max) max = a;
  }
  // 8 bits: the strongest reflections are clipped a little, so the weak ones keep some levels.
  const top = bits === 16 ? 32767 : 127;
  const scale = max > 0 ? top / (bits === 16 ? max : max * 0.6) : 0;
  // One loop per type: a loop shared by both typed arrays is several times slower.
  if (bits === 16) {
    const out = new Int16Array(data.length);
    for (let i = 0; i < data.length; i++) {
      const f = data[i] * scale;
      const q = f >= 0 ? (f + 0.5) | 0 : -((0.5 - f) | 0);
      out[i] = q > top ? top : q < -top ? -top : q;
    }
    return out;
  }
  const out = new Int8Array(data.length);
  for (let i = 0; i < data.length; i++) {
    const f = data[i] * scale;
    const q = f >= 0 ? (f + 0.5) | 0 : -((0.5 - f) | 0);
    out[i] = q > top ? top : q < -top ? -top : q;
  }
  return out;
}

/**
 * Trace positions of a 3D grid, inline-major: crosslines run from the survey outline's first corner
 * towards its second, inlines towards its fourth, one bin (binI / binJ metres) apart.
 */
export function gridPositions(
  ring: [number, number][],
  grid: {
    inlines: number;
    crosslines: number;
    firstInline: number;
    firstCrossline: number;
    binI: number;
    binJ: number;
  },
): { lon: number; lat: number; shotpoint: number; inline: number; crossline: number; cdp: number }[] {
  const [c0 = [0, 0], c1 = c0, , c3 = c0] = ring;
  const km = (a: [number, number], b: [number, number]) =>
    Math.hypot((b[0] - a[0]) * 111.32 * Math.cos((a[1] * Math.PI) / 180), (b[1] - a[1]) * 110.57) || 1;
  // The fraction of the outline's edge one bin takes, so the grid fits inside the outline.
  const du = Math.min(grid.binJ / 1000 / km(c0, c1), 1 / grid.crosslines);
  const dv = Math.min(grid.binI / 1000 / km(c0, c3), 1 / grid.inlines);
  const out = [];
  for (let i = 0; i < grid.inlines; i++) {
    for (let j = 0; j < grid.crosslines; j++) {
      const u = j * du;
      const v = i * dv;
      out.push({
        lon: c0[0] + (c1[0] - c0[0]) * u + (c3[0] - c0[0]) * v,
        lat: c0[1] + (c1[1] - c0[1]) * u + (c3[1] - c0[1]) * v,
        shotpoint: grid.firstCrossline + j,
        inline: grid.firstInline + i,
        crossline: grid.firstCrossline + j,
        cdp: i * grid.crosslines + j + 1,
      });
    }
  }
  return out;
}
