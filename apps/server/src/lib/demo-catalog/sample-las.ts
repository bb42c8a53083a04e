import { mulberry32, Rng } from "./prng.ts";

export interface LasInput {
  well: string;
  field: string;
  company: string;
  uwi: string;
  location: string;
  date: string;
  unit: "m" | "ft";
  top: number;
  bottom: number;
  datum: string;
}

/** Depth steps per file at most: 0.1524 m (0.5 ft) steps over a longer interval are doubled, tripled… to stay near 1.3 MB. */
const MAX_STEPS = 16_000;
const FEET_PER_METRE = 3.28084;

type Rock = "shale" | "sand" | "limestone" | "coal";
type Fluid = "water" | "oil" | "gas";

interface Layer {
  /** Base of the layer, metres below the datum. */
  base: number;
  rock: Rock;
  fluid: Fluid;
  /** Per-layer character: shale volume, porosity change, SP and gamma offsets. */
  vsh: number;
  porosity: number;
  hot: number;
}

const seedOf = (text: string) => {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
};

/**
 * The wellbore's layers from the datum down to `bottom` (m): shales with sands between, now and
 * then a limestone or a coal; some sands hold oil or gas. Drawn from the wellbore's name, so two
 * runs of one wellbore log the same beds.
 */
function layersOf(well: string, bottom: number): Layer[] {
  const rng = new Rng(mulberry32(seedOf(well)));
  const layers: Layer[] = [];
  let depth = 0;
  let rock: Rock = "shale";
  while (depth < bottom) {
    const thickness =
      rock === "shale" ? rng.float(4, 45) : rock === "sand" ? rng.float(1.5, 22) : rng.float(0.6, 6);
    const fluidDraw = rng.next();
    depth += thickness;
    layers.push({
      base: depth,
      rock,
      fluid: rock !== "sand" ? "water" : fluidDraw < 0.12 ? "gas" : fluidDraw < 0.3 ? "oil" : "water",
      vsh:
        rock === "shale" ? rng.float(0.75, 1) : rock === "sand" ? rng.float(0.03, 0.3) : rng.float(0.05, 0.2),
      porosity: rng.float(-0.04, 0.04),
      hot: rock === "shale" && rng.chance(0.08) ? rng.float(30, 70) : 0,
    });
    const next = rng.next();
    rock = rock !== "shale" ? "shale" : next < 0.8 ? "sand" : next < 0.93 ? "limestone" : "coal";
  }
  return layers;
}

/** Zero-phase smoothing (forward then backward): a tool sees a bed over its vertical resolution. */
function smooth(values: Float64Array, steps: number) {
  const a = 1 / (1 + steps);
  for (let i = 1; i < values.length; i++) values[i] = values[i - 1] + a * (values[i] - values[i - 1]);
  for (let i = values.length - 2; i >= 0; i--) values[i] = values[i + 1] + a * (values[i] - values[i + 1]);
}

/**
 * A LAS 2.0 file of wireline logs — GR, CALI, RHOB, NPHI, PEF, ILD, ILM, DT, SP — over the record's
 * interval at 0.1524 m (0.5 ft) steps, from a layered earth: gamma ray follows the shale volume,
 * density and neutron cross over in gas sands, deep resistivity rises by orders of magnitude in
 * hydrocarbon sands, and shales compact with depth. Deterministic: the same input, the same bytes.
 */
export function lasFile(input: LasInput): Buffer {
  const feet = input.unit === "ft";
  const toMetres = feet ? 1 / FEET_PER_METRE : 1;
  const baseStep = feet ? 0.5 : 0.1524;
  const span = Math.max(input.bottom - input.top, baseStep * 10);
  const step = baseStep * Math.max(1, Math.ceil(span / baseStep / MAX_STEPS));
  const rows = Math.floor(span / step + 1e-9) + 1;
  const layers = layersOf(input.well, (input.top + span) * toMetres + 1);
  const rng = new Rng(mulberry32(seedOf(`${input.uwi}/${input.well}`)));
  const noise = () => rng.next() + rng.next() + rng.next() - 1.5;

  const rw = 0.04 + (seedOf(input.field) % 60) / 1000;
  const ssp = 40 + (seedOf(input.field) % 40);
  const bit = input.top * toMetres < 1500 ? 12.25 : 8.5;
  const column = () => new Float64Array(rows);
  const [depth, gr, cali, rhob, nphi, pef, rt, rxo, dt, sp] = Array.from({ length: 10 }, column);
  let layer = 0;
  for (let i = 0; i < rows; i++) {
    depth[i] = input.top + i * step;
    const z = depth[i] * toMetres;
    while (layer < layers.length - 1 && layers[layer].base < z) layer++;
    const bed = layers[layer];
    const compaction = Math.exp(-z / 4200);
    const phiClean = Math.max(0.04, 0.34 * compaction + 0.05 + bed.porosity);
    const phi =
      bed.rock === "sand"
        ? phiClean * (1 - bed.vsh)
        : bed.rock === "limestone"
          ? phiClean * 0.45
          : bed.rock === "coal"
            ? 0.05
            : 0.3 * compaction * compaction + 0.03;
    const fluid = bed.fluid;
    const sw = fluid === "gas" ? 0.18 : fluid === "oil" ? 0.28 : 1;
    const fluidDensity = fluid === "gas" ? 0.25 : fluid === "oil" ? 0.8 : 1.05;
    const hydrogen = fluid === "gas" ? 0.35 : fluid === "oil" ? 0.95 : 1;
    const matrix =
      bed.rock === "limestone" ? 2.71 : bed.rock === "coal" ? 1.35 : bed.rock === "shale" ? 2.7 : 2.65;

    gr[i] = 18 + bed.vsh * 95 + bed.hot + (bed.rock === "coal" ? -5 : 0);
    rhob[i] = matrix * (1 - phi) + (sw * 1.05 + (1 - sw) * fluidDensity) * phi;
    nphi[i] = phi * (sw + (1 - sw) * hydrogen) + bed.vsh * 0.18 + (bed.rock === "coal" ? 0.4 : 0);
    pef[i] =
      bed.rock === "limestone"
        ? 5.05
        : bed.rock === "coal"
          ? 0.3
          : bed.rock === "shale"
            ? 3.2
            : 1.85 + bed.vsh;
    const clean = (1 - bed.vsh) ** 2;
    const archie = rw / (phi * phi * sw * sw);
    const shaleR = 1.2 + 2.5 * (1 - compaction);
    rt[i] = Math.log(
      bed.rock === "shale" ? shaleR : bed.rock === "coal" ? 300 : clean * archie + (1 - clean) * shaleR,
    );
    rxo[i] = Math.log(
      bed.rock === "shale"
        ? shaleR * 1.1
        : (0.35 / (phi * phi * (fluid === "water" ? 1 : 0.8) ** 2)) * clean + (1 - clean) * shaleR,
    );
    const dtShale = 160 - 55 * (1 - compaction);
    dt[i] =
      bed.rock === "shale"
        ? dtShale
        : (bed.rock === "limestone" ? 47.5 : bed.rock === "coal" ? 120 : 55.5) * (1 - phi) +
          189 * phi +
          (fluid === "gas" ? 12 : 0);
    sp[i] = -ssp * (1 - bed.vsh) * (bed.rock === "sand" ? 1 : 0.4);
    cali[i] = bit + (bed.rock === "shale" && bed.vsh > 0.9 ? 1.2 : bed.rock === "sand" ? -0.15 : 0.1);
  }
  const samples = (metres: number) => metres / (step * toMetres);
  smooth(gr, samples(0.45));
  smooth(rhob, samples(0.4));
  smooth(nphi, samples(0.5));
  smooth(pef, samples(0.3));
  smooth(rt, samples(1.8));
  smooth(rxo, samples(0.6));
  smooth(dt, samples(0.6));
  smooth(sp, samples(2.5));
  smooth(cali, samples(0.8));

  const sonicUnit = feet ? "US/F" : "US/M";
  const dtScale = feet ? 1 : FEET_PER_METRE;
  const u = feet ? "F" : "M";
  // Tools hang at different heights: the sonic starts a few metres below the others.
  const sonicStart = Math.min(rows, Math.round(samples(rng.float(2, 8))));
  // Fixed-width columns written straight into the buffer: a string per value made the demo seed
  // seconds slower.
  const widths = [11, 9, 9, 9, 9, 9, 9, 9, 9, 9];
  const rowBytes = widths.reduce((sum, w) => sum + w, 1);
  const out = Buffer.alloc(rows * rowBytes);
  let end = 0;
  const put = (value: number, decimals: number, width = 9) => {
    end += width;
    writeFixed(out, end, width, value, decimals);
  };
  for (let i = 0; i < rows; i++) {
    const drift = 4 * Math.sin((depth[i] * toMetres) / 700);
    const deep = Math.min(2000, Math.max(0.2, Math.exp(rt[i] + 0.03 * noise())));
    const medium = Math.min(2000, Math.max(0.2, Math.exp(0.65 * rt[i] + 0.35 * rxo[i] + 0.04 * noise())));
    put(depth[i], 4, 11);
    put(Math.max(5, gr[i] + 3.5 * noise()), 2);
    put(cali[i] + 0.04 * noise(), 3);
    put(rhob[i] + 0.012 * noise() - (cali[i] - bit > 0.8 ? 0.08 : 0), 4);
    put(Math.max(0, nphi[i] + 0.008 * noise()), 4);
    put(pef[i] + 0.06 * noise(), 3);
    put(deep, 3);
    put(medium, 3);
    put(i < sonicStart ? -999.25 : (dt[i] + 1.2 * noise()) * dtScale, 2);
    put(sp[i] + drift + 0.6 * noise(), 2);
    out[end++] = 10;
  }
  const fmt = (n: number, d = 4) => n.toFixed(d).padStart(12, " ");
  const header = [
    "~VERSION INFORMATION",
    " VERS.                 2.0 :   CWLS LOG ASCII STANDARD - VERSION 2.0",
    " WRAP.                  NO :   ONE LINE PER DEPTH STEP",
    "~WELL INFORMATION",
    "#MNEM.UNIT       DATA                       DESCRIPTION",
    "#---------    -------------------------   -------------------",
    ` STRT.${u}     ${fmt(input.top)} :   START DEPTH`,
    ` STOP.${u}     ${fmt(depth[rows - 1])} :   STOP DEPTH`,
    ` STEP.${u}     ${fmt(step)} :   STEP`,
    " NULL.          -999.2500 :   NULL VALUE",
    ` COMP.    ${input.company} :   COMPANY`,
    ` WELL.    ${input.well} :   WELL`,
    ` FLD .    ${input.field} :   FIELD`,
    ` LOC .    ${input.location} :   LOCATION`,
    " CTRY.    MALAYSIA :   COUNTRY",
    " SRVC.    STRATA DEMO :   SERVICE COMPANY",
    ` DATE.    ${input.date} :   LOG DATE`,
    ` UWI .    ${input.uwi} :   UNIQUE WELL ID`,
    "~CURVE INFORMATION",
    "#MNEM.UNIT       API CODE      CURVE DESCRIPTION",
    `DEPT.${u}                      :   DEPTH`,
    "GR  .GAPI                     :   GAMMA RAY",
    "CALI.IN                       :   CALIPER",
    "RHOB.G/C3                     :   BULK DENSITY",
    "NPHI.V/V                      :   NEUTRON POROSITY (LIMESTONE MATRIX)",
    "PEF .B/E                      :   PHOTOELECTRIC FACTOR",
    "ILD .OHMM                     :   DEEP INDUCTION RESISTIVITY",
    "ILM .OHMM                     :   MEDIUM INDUCTION RESISTIVITY",
    `DT  .${sonicUnit}                     :   SONIC TRANSIT TIME`,
    "SP  .MV                       :   SPONTANEOUS POTENTIAL",
    "~PARAMETER INFORMATION",
    ` EPD .${u}          0.0000 :   ELEVATION OF PERMANENT DATUM`,
    ` PDAT.    ${input.datum} :   PERMANENT DATUM`,
    ` BS  .IN    ${bit.toFixed(2)} :   BIT SIZE`,
    ` RW  .OHMM  ${rw.toFixed(3)} :   FORMATION WATER RESISTIVITY`,
    "~OTHER",
    " Synthetic curves for demonstration, computed from a layered earth model.",
    "~A  DEPT        GR     CALI     RHOB     NPHI      PEF       ILD       ILM       DT       SP",
  ];
  return Buffer.concat([Buffer.from(`${header.join("\n")}\n`, "ascii"), out]);
}

const POW10 = [1, 10, 100, 1000, 10000];

/** `value` with `decimals` decimals, right-aligned in out[end − width, end), spaces before. */
function writeFixed(out: Buffer, end: number, width: number, value: number, decimals: number) {
  let n = Math.round(Math.abs(value) * POW10[decimals]);
  const negative = value < 0 && n !== 0;
  let p = end - 1;
  for (let k = 0; k < decimals; k++) {
    out[p--] = 48 + (n % 10);
    n = Math.floor(n / 10);
  }
  if (decimals > 0) out[p--] = 46;
  do {
    out[p--] = 48 + (n % 10);
    n = Math.floor(n / 10);
  } while (n > 0);
  if (negative) out[p--] = 45;
  while (p >= end - width) out[p--] = 32;
}
