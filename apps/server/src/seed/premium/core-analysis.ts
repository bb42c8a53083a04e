import { mkdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { count } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { corePhotos, coreSamples } from "../../db/schema/index.ts";
import { CatalogGenerator, DEMO_COUNTS } from "../../lib/demo-catalog/generate.ts";
import { rngFor } from "../../lib/demo-catalog/prng.ts";
import { insertJsonRows } from "../../lib/insert-json-rows.ts";
import { CORE_PHOTO_HEIGHT, CORE_PHOTO_WIDTH, coreBoxPng, type Rgb } from "./core-analysis-images.ts";

/**
 * Demo COREAI data (decision 0160): core plug analyses for the first CORE_DEMO_WELLBORES demo
 * wellbores (0 and 1 carry the demo LAS files, so the well-log viewer shows both), 3–6 formations
 * each, every formation with its own porosity–permeability relation log10 k = a + b·φ + noise; and
 * core box photographs for the first few. Deterministic: the same rows and bytes on every start.
 */

export const CORE_DEMO_WELLBORES = 60;
export const CORE_DEMO_PHOTO_WELLBORES = 4;
export const CORE_DEMO_BOXES_PER_WELLBORE = 2;
/** Five 1 m slots per box. */
const BOX_LENGTH_M = 5;
const STREAM = 160;

interface Formation {
  name: string;
  /** log10(k/mD) = a + b·φ, with normal noise of sd `noise` (log10 units). */
  a: number;
  b: number;
  noise: number;
  porosity: [number, number];
  grainDensity: [number, number];
  lithologies: readonly string[];
  colour: Rgb;
}

/** Stacked top to bottom; a wellbore cores a run of consecutive ones. */
export const DEMO_FORMATIONS: readonly Formation[] = [
  {
    name: "Belait Sand",
    a: -1.6,
    b: 17,
    noise: 0.25,
    porosity: [0.16, 0.32],
    grainDensity: [2.63, 2.66],
    lithologies: [
      "Sandstone, fine to medium grained, well sorted",
      "Sandstone, medium grained, cross-bedded",
    ],
    colour: [196, 172, 128],
  },
  {
    name: "Setap Shale",
    a: -3.2,
    b: 14,
    noise: 0.3,
    porosity: [0.04, 0.16],
    grainDensity: [2.66, 2.72],
    lithologies: ["Shale, dark grey, fissile", "Siltstone, grey, laminated"],
    colour: [96, 98, 100],
  },
  {
    name: "Cycle V Sand",
    a: -1.1,
    b: 15,
    noise: 0.2,
    porosity: [0.14, 0.28],
    grainDensity: [2.64, 2.67],
    lithologies: ["Sandstone, fine grained, bioturbated", "Sandstone, very fine, argillaceous"],
    colour: [178, 160, 122],
  },
  {
    name: "Terengganu Shale",
    a: -2.8,
    b: 12,
    noise: 0.35,
    porosity: [0.05, 0.15],
    grainDensity: [2.67, 2.72],
    lithologies: ["Mudstone, grey-green, calcareous", "Claystone, grey"],
    colour: [110, 116, 104],
  },
  {
    name: "Group I Sand",
    a: -2.0,
    b: 19,
    noise: 0.22,
    porosity: [0.12, 0.3],
    grainDensity: [2.62, 2.66],
    lithologies: ["Sandstone, coarse grained, pebbly", "Sandstone, medium grained, massive"],
    colour: [206, 180, 140],
  },
  {
    name: "Cycle II Carbonate",
    a: -2.4,
    b: 16,
    noise: 0.4,
    porosity: [0.06, 0.24],
    grainDensity: [2.69, 2.72],
    lithologies: ["Limestone, packstone, vuggy", "Limestone, wackestone, stylolitic"],
    colour: [214, 208, 190],
  },
  {
    name: "Tapis Sand",
    a: -1.4,
    b: 16,
    noise: 0.18,
    porosity: [0.15, 0.3],
    grainDensity: [2.63, 2.65],
    lithologies: ["Sandstone, fine grained, well sorted, oil stained", "Sandstone, fine, laminated"],
    colour: [170, 140, 98],
  },
];

/** A normal draw (Box–Muller) from the seeded generator. */
function normal(next: () => number): number {
  const u = Math.max(next(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

interface CoredInterval {
  formation: Formation;
  top: number;
  bottom: number;
}

/** Which formations a wellbore cored, and where (m MD). */
function coredIntervals(w: number, totalDepthM: number): CoredInterval[] {
  const rng = rngFor(STREAM, w);
  const n = rng.int(3, 6);
  const first = rng.int(0, DEMO_FORMATIONS.length - n);
  let depth = round(totalDepthM * rng.float(0.45, 0.65), 1);
  const intervals: CoredInterval[] = [];
  for (let i = 0; i < n; i++) {
    const thickness = round(rng.float(12, 30), 1);
    intervals.push({ formation: DEMO_FORMATIONS[first + i], top: depth, bottom: depth + thickness });
    depth = round(depth + thickness + rng.float(2, 40), 1);
  }
  return intervals;
}

export type DemoCoreSample = typeof coreSamples.$inferInsert;

/** Wellbore w's plugs: about one per 0.5 m of core, a few of them SCAL. */
export function demoCoreSamples(w: number, wellboreName: string, totalDepthM: number): DemoCoreSample[] {
  const rng = rngFor(STREAM + 1, w);
  const samples: DemoCoreSample[] = [];
  let number = 0;
  for (const { formation: f, top, bottom } of coredIntervals(w, totalDepthM)) {
    for (let depth = top + rng.float(0.1, 0.4); depth < bottom; depth += rng.float(0.3, 0.7)) {
      number++;
      const porosity = rng.float(f.porosity[0], f.porosity[1]);
      const log10k = f.a + f.b * porosity + f.noise * normal(rng.next);
      const kh = Math.min(10 ** log10k, 20_000);
      const sw = rng.float(0.18, 0.85);
      const so = (1 - sw) * rng.float(0.5, 0.95);
      const sg = (1 - sw - so) * rng.float(0, 0.8);
      const scal = rng.chance(0.06);
      samples.push({
        id: `CORE-${w}-${number}`,
        wellboreName,
        sampleNumber: `${number}${scal ? "S" : "A"}`,
        depthM: round(depth, 2),
        formation: f.name,
        analysisType: scal ? "SCAL" : "RCA",
        porosityFraction: round(porosity, 4),
        permeabilityHorizontalMd: round(kh, kh < 1 ? 4 : 2),
        permeabilityVerticalMd: rng.chance(0.8) ? round(kh * rng.float(0.08, 0.6), kh < 1 ? 4 : 2) : null,
        grainDensityGPerCm3: round(rng.float(f.grainDensity[0], f.grainDensity[1]), 3),
        waterSaturationFraction: round(sw, 3),
        oilSaturationFraction: round(so, 3),
        gasSaturationFraction: round(sg, 3),
        lithology: rng.pick(f.lithologies),
      });
    }
  }
  return samples;
}

export interface DemoCorePhoto {
  record: typeof corePhotos.$inferInsert;
  bytes: () => Buffer;
}

/** Made once per process: the database seed and the file writer of one start need the same bytes. */
const madePhotos = new Map<string, Buffer>();

/** The first wellbores' core boxes over their top cored interval, as stored keys and PNG bytes. */
export function demoCorePhotos(generator = new CatalogGenerator(DEMO_COUNTS)): DemoCorePhoto[] {
  const photos: DemoCorePhoto[] = [];
  for (let w = 0; w < CORE_DEMO_PHOTO_WELLBORES; w++) {
    const well = generator.wellbore(w);
    const intervals = coredIntervals(w, well.totalDepthM);
    const start = Math.floor(intervals[0].top);
    for (let box = 0; box < CORE_DEMO_BOXES_PER_WELLBORE; box++) {
      const top = start + box * BOX_LENGTH_M;
      const bottom = top + BOX_LENGTH_M;
      const colourAt = (fraction: number): Rgb => {
        const depth = top + fraction * BOX_LENGTH_M;
        const at = intervals.find((i) => depth >= i.top && depth < i.bottom) ?? intervals[0];
        return at.formation.colour;
      };
      const id = `core-photo-${w}-${box + 1}`;
      const bytes = () => {
        const made = madePhotos.get(id) ?? coreBoxPng(w * 10 + box, colourAt);
        madePhotos.set(id, made);
        return made;
      };
      photos.push({
        record: {
          id,
          wellboreName: well.name,
          topDepthM: top,
          bottomDepthM: bottom,
          lighting: "white light",
          storageKey: `core-photos/demo/${id}.png`,
          contentType: "image/png",
          sizeBytes: 0,
          widthPx: CORE_PHOTO_WIDTH,
          heightPx: CORE_PHOTO_HEIGHT,
        },
        bytes,
      });
    }
  }
  return photos;
}

/** Inserts the demo core data once (skips itself when core samples exist). */
export async function seedCoreAnalysisDemo(db: Database): Promise<{ samples: number; photos: number }> {
  const [existing] = await db.select({ n: count() }).from(coreSamples);
  if (existing.n > 0) return { samples: 0, photos: 0 };
  const generator = new CatalogGenerator(DEMO_COUNTS);
  const samples: DemoCoreSample[] = [];
  for (let w = 0; w < CORE_DEMO_WELLBORES; w++) {
    const well = generator.wellbore(w);
    samples.push(...demoCoreSamples(w, well.name, well.totalDepthM));
  }
  await insertJsonRows(db, coreSamples, samples);
  const photos = demoCorePhotos(generator).map((p) => ({ ...p.record, sizeBytes: p.bytes().length }));
  await insertJsonRows(db, corePhotos, photos);
  return { samples: samples.length, photos: photos.length };
}

/** Writes the demo core photographs under `storageDir` (those already there are kept as they are). */
export async function writeCoreAnalysisDemoFiles(storageDir: string): Promise<number> {
  let written = 0;
  for (const photo of demoCorePhotos()) {
    const target = path.join(storageDir, ...photo.record.storageKey.split("/"));
    // The bytes are the same on every start: a file already there is not made again (~0.1 s each).
    if ((await stat(target).catch(() => null))?.size) continue;
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, photo.bytes());
    written++;
  }
  return written;
}
