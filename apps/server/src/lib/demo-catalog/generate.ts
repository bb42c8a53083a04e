import type { CatalogType } from "@strata/core";
import type { Geometry } from "../../db/schema/index.ts";
import { boxLiteral } from "../geometry.ts";
import {
  type Bbox,
  bboxOf,
  clampTo,
  distanceKm,
  offset,
  type Position,
  pad,
  pointIn,
  rotatedRectangle,
  round5,
} from "./geo.ts";
import { type Rng, rngFor } from "./prng.ts";
import {
  ACQUISITION_CONTRACTORS,
  AUTHORS,
  BASINS,
  type Basin,
  CONSULTANCIES,
  CRS_BY_REGION,
  DATASET_GROUPS,
  DATUMS,
  LINE_GEOMETRIES,
  NON_SEISMIC_SURVEY_TYPES,
  OPERATORS,
  PRIMARY_DATUMS,
  PROCESSING_CONTRACTORS,
  PROCESSING_STAGES_2D,
  PROCESSING_STAGES_3D,
  PROJECTIONS,
  REPORT_CATEGORIES,
  type RegionCode,
  SURVEY_WORDS,
} from "./vocabulary.ts";

/**
 * Deterministic catalogue data: record `i` of a type is the same on every machine and every run, so
 * the demo looks the same everywhere and the benchmark generator can resume where it stopped.
 * Records come in families — lines of a 2D survey, volumes of a 3D survey, log files of a wellbore —
 * and technical reports name the USIs, wells and fields that exist.
 */

export type CatalogCounts = Record<CatalogType, number>;

export const DEMO_COUNTS: CatalogCounts = {
  Seismic_2D: 4000,
  Seismic_3D: 2000,
  Well_Log: 4000,
  Technical_Report: 3000,
  Non_Seismic: 2000,
};

export const LINES_PER_SURVEY = 10;
export const VOLUMES_PER_SURVEY = 2;
export const FILES_PER_WELLBORE = 5;

const STREAM = {
  block: 1,
  field: 2,
  survey2D: 3,
  line: 4,
  survey3D: 5,
  volume: 6,
  wellbore: 7,
  log: 8,
  report: 9,
  nonSeismic: 10,
};

/** A record keyed by its API column names (the drizzle property names), plus geometry and map columns. */
export type GeneratedRecord = Record<string, string | number | boolean | null | Geometry>;

export interface GeneratedBlock {
  name: string;
  region: RegionCode;
  basin: string;
  status: string;
  operator: string | null;
  bidRound: string | null;
  areaKm2: number;
  geometry: Geometry;
  bbox: string;
}

const FIELDS = BASINS.flatMap((basin) => basin.fields.map((field) => ({ basin, field })));

export interface Survey {
  basin: Basin;
  region: RegionCode;
  block: string;
  operator: string;
  year: number;
  usi: string;
  name: string;
  code: string;
  center: Position;
  angle: number;
  contractor: string;
  processingContractor: string;
  crs: string;
}

interface Wellbore {
  name: string;
  field: string;
  basin: Basin;
  region: RegionCode;
  block: string;
  operator: string;
  point: Position;
  spudDate: string;
  year: number;
  totalDepthM: number;
}

export class CatalogGenerator {
  readonly blocks: GeneratedBlock[];
  private readonly blockOperators = new Map<string, string | null>();
  private readonly fieldCenters = new Map<string, Position>();

  constructor(
    readonly counts: CatalogCounts,
    /** The newest "date added"; records spread over the ten years before it. */
    readonly reference: Date = new Date("2026-10-31T00:00:00Z"),
  ) {
    this.blocks = this.makeBlocks();
    for (const [i, { basin, field }] of FIELDS.entries()) {
      this.fieldCenters.set(field, pointIn(rngFor(STREAM.field, i), basin.extent, 0.08));
    }
  }

  get surveys2D() {
    return Math.ceil(this.counts.Seismic_2D / LINES_PER_SURVEY);
  }
  get surveys3D() {
    return Math.ceil(this.counts.Seismic_3D / VOLUMES_PER_SURVEY);
  }
  get wellbores() {
    return Math.ceil(this.counts.Well_Log / FILES_PER_WELLBORE);
  }

  private makeBlocks(): GeneratedBlock[] {
    const blocks: GeneratedBlock[] = [];
    for (const basin of BASINS) {
      const [cols, rows] = basin.grid;
      const [minX, minY, maxX, maxY] = basin.extent;
      const w = (maxX - minX) / cols;
      const h = (maxY - minY) / rows;
      for (let r = 0; r < rows; r++) {
        for (let c = 0; c < cols; c++) {
          const name = `${basin.region}${basin.firstBlock + r * cols + c}`;
          const rng = rngFor(STREAM.block, blocks.length);
          const bbox: Bbox = [
            round5(minX + c * w),
            round5(minY + r * h),
            round5(minX + (c + 1) * w),
            round5(minY + (r + 1) * h),
          ];
          const ring: Position[] = [
            [bbox[0], bbox[1]],
            [bbox[2], bbox[1]],
            [bbox[2], bbox[3]],
            [bbox[0], bbox[3]],
            [bbox[0], bbox[1]],
          ];
          const roll = rng.next();
          const status = roll < 0.6 ? "Awarded" : roll < 0.85 ? "Open" : "Relinquished";
          const operator = status === "Awarded" ? rng.pick(OPERATORS) : null;
          const bidRound = status === "Open" ? (rng.chance(0.5) ? "MBR 2026" : "MBR 2025") : null;
          this.blockOperators.set(name, operator);
          blocks.push({
            name,
            region: basin.region,
            basin: basin.name,
            status,
            operator,
            bidRound,
            areaKm2: Math.round(
              distanceKm([bbox[0], bbox[1]], [bbox[2], bbox[1]]) *
                distanceKm([bbox[0], bbox[1]], [bbox[0], bbox[3]]),
            ),
            geometry: { type: "Polygon", coordinates: [ring] },
            bbox: boxLiteral(bbox),
          });
        }
      }
    }
    return blocks;
  }

  /** The block whose cell holds a point of a basin. */
  blockAt(basin: Basin, [lon, lat]: Position): string {
    const [cols, rows] = basin.grid;
    const [minX, minY, maxX, maxY] = basin.extent;
    const c = Math.min(cols - 1, Math.max(0, Math.floor(((lon - minX) / (maxX - minX)) * cols)));
    const r = Math.min(rows - 1, Math.max(0, Math.floor(((lat - minY) / (maxY - minY)) * rows)));
    return `${basin.region}${basin.firstBlock + r * cols + c}`;
  }

  private operatorOf(block: string, rng: Rng): string {
    return this.blockOperators.get(block) ?? rng.pick(OPERATORS);
  }

  private dates(rng: Rng): { dateAdded: string; dateUpdated: string } {
    const end = this.reference.getTime();
    // Skewed towards recent years: the repository keeps growing.
    const added = end - (1 - Math.sqrt(rng.next())) * 10 * 365 * 86_400_000;
    const updated = added + rng.next() * (end - added) * (rng.chance(0.4) ? 1 : 0);
    return { dateAdded: new Date(added).toISOString(), dateUpdated: new Date(updated).toISOString() };
  }

  private flags(rng: Rng) {
    const basic = rng.chance(0.3);
    const standard = basic || rng.chance(0.55);
    const premium = standard || rng.chance(0.65);
    return {
      basic,
      standard,
      premium,
      bid: rng.chance(0.25),
      academia: rng.chance(0.55),
      mbrPlus: rng.chance(0.12),
    };
  }

  survey2D(s: number): Survey {
    const rng = rngFor(STREAM.survey2D, s);
    const basin = rng.weighted(BASINS);
    const center = pointIn(rng, basin.extent, 0.15);
    const year = rng.int(1968, 2024);
    const block = this.blockAt(basin, center);
    const word = rng.pick(SURVEY_WORDS);
    const yy = pad(year % 100, 2);
    const active = ACQUISITION_CONTRACTORS.filter((c) => c.from <= year && c.to >= year);
    return {
      basin,
      region: basin.region,
      block,
      operator: this.operatorOf(block, rng),
      year,
      usi: `${basin.region}2D${year}-${pad(s + 1, 5)}`,
      name: `${block} ${word} ${year} 2D Survey`,
      code: `${word.replace(/\s/g, "").slice(0, 3).toUpperCase()}${yy}`,
      center,
      angle: rng.float(0, Math.PI),
      contractor: rng.pick(active).name,
      processingContractor: rng.pick(PROCESSING_CONTRACTORS),
      crs: rng.pick(CRS_BY_REGION[basin.region]),
    };
  }

  seismic2D(i: number): GeneratedRecord {
    const s = Math.floor(i / LINES_PER_SURVEY);
    const j = i % LINES_PER_SURVEY;
    const survey = this.survey2D(s);
    const rng = rngFor(STREAM.line, i);
    const spacing = 4 + (s % 5);
    const crossing = j % 3 === 2;
    const angle = survey.angle + (crossing ? Math.PI / 2 : 0);
    const along = (j - LINES_PER_SURVEY / 2) * spacing;
    const start = offset(
      survey.center,
      along * Math.cos(angle + Math.PI / 2),
      along * Math.sin(angle + Math.PI / 2),
    );
    const lengthKm = rng.float(15, 60);
    const geometryKind = rng.chance(0.8) ? LINE_GEOMETRIES[0] : rng.pick(LINE_GEOMETRIES);
    const n = rng.int(6, 14);
    const points: Position[] = [];
    for (let k = 0; k < n; k++) {
      const t = (k / (n - 1) - 0.5) * lengthKm;
      const wiggle = geometryKind === "Straight" ? 0 : rng.float(-1.5, 1.5);
      points.push(
        clampTo(
          survey.basin.extent,
          offset(
            start,
            t * Math.cos(angle) - wiggle * Math.sin(angle),
            t * Math.sin(angle) + wiggle * Math.cos(angle),
          ),
        ),
      );
    }
    let length = 0;
    for (let k = 1; k < points.length; k++) length += distanceKm(points[k - 1], points[k]);
    const firstShotpoint = 100 + rng.int(0, 40) * 10;
    return {
      seismic2DInfoID: `S2D-${pad(i + 1, 7)}`,
      lineName: `${survey.code}-${pad(j * 2 + 1 + (crossing ? 500 : 0), 3)}`,
      usi: survey.usi,
      surveyName: survey.name,
      firstShotpoint,
      lastShotpoint: firstShotpoint + Math.round((length * 1000) / 25),
      length: Math.round(length * 100) / 100,
      region: survey.region,
      block: this.blockAt(survey.basin, points[0]),
      operator: survey.operator,
      processingStage: rng.pick(PROCESSING_STAGES_2D),
      acquisitionContractor: survey.contractor,
      processingContractor: survey.processingContractor,
      year: survey.year,
      crs: survey.crs,
      lineGeometry: geometryKind,
      ...this.flags(rng),
      ...this.dates(rng),
      ...this.geometryColumns(rng, { type: "LineString", coordinates: points }, points),
    };
  }

  survey3D(t: number): Survey & { widthKm: number; heightKm: number; field: string } {
    const rng = rngFor(STREAM.survey3D, t);
    const basin = rng.weighted(BASINS);
    const field = rng.pick(basin.fields);
    const center = clampTo(
      basin.extent,
      offset(this.fieldCenters.get(field)!, rng.float(-8, 8), rng.float(-8, 8)),
    );
    const year = rng.int(1990, 2024);
    const block = this.blockAt(basin, center);
    const active = ACQUISITION_CONTRACTORS.filter((c) => c.from <= year && c.to >= year);
    return {
      basin,
      field,
      region: basin.region,
      block,
      operator: this.operatorOf(block, rng),
      year,
      usi: `${basin.region}3D${year}-${pad(t + 1, 5)}`,
      name: `${field} ${year} 3D`,
      code: field.slice(0, 3).toUpperCase(),
      center,
      angle: rng.float(0, Math.PI / 2),
      contractor: rng.pick(active).name,
      processingContractor: rng.pick(PROCESSING_CONTRACTORS),
      crs: rng.pick(CRS_BY_REGION[basin.region]),
      widthKm: rng.float(8, 30),
      heightKm: rng.float(8, 30),
    };
  }

  seismic3D(i: number): GeneratedRecord {
    const t = Math.floor(i / VOLUMES_PER_SURVEY);
    const survey = this.survey3D(t);
    const rng = rngFor(STREAM.volume, i);
    const stage =
      i % VOLUMES_PER_SURVEY === 0
        ? rng.pick(PROCESSING_STAGES_3D.slice(0, 3))
        : rng.pick(PROCESSING_STAGES_3D.slice(3));
    const depth = stage.includes("PSDM");
    const ring = rotatedRectangle(
      survey.center,
      survey.widthKm,
      survey.heightKm,
      survey.angle,
      survey.basin.extent,
    );
    const binWidthI = rngFor(STREAM.survey3D, t + 1_000_000).pick([12.5, 12.5, 25, 6.25]);
    const binWidthJ = binWidthI === 6.25 ? 12.5 : binWidthI;
    const firstILine = 1000 + (t % 20) * 100;
    const firstJLine = 2000 + (t % 30) * 100;
    return {
      seismic3DInfoID: `S3D-${pad(i + 1, 7)}`,
      surveyName: survey.name,
      usi: survey.usi,
      binWidthI,
      binWidthJ,
      firstILine,
      lastILine: firstILine + Math.round((survey.heightKm * 1000) / binWidthI),
      firstJLine,
      lastJLine: firstJLine + Math.round((survey.widthKm * 1000) / binWidthJ),
      areaKm2: Math.round(survey.widthKm * survey.heightKm * 10) / 10,
      domainType: depth ? "Depth" : "Time",
      unit: depth ? "m" : "ms",
      region: survey.region,
      block: survey.block,
      operator: survey.operator,
      processingStage: stage,
      acquisitionContractor: survey.contractor,
      processingContractor: survey.processingContractor,
      year: survey.year,
      crs: survey.crs,
      ...this.flags(rng),
      ...this.dates(rng),
      ...this.geometryColumns(rng, { type: "Polygon", coordinates: [ring] }, ring),
    };
  }

  wellbore(w: number): Wellbore {
    const { basin, field } = FIELDS[w % FIELDS.length];
    const number = Math.floor(w / FIELDS.length) + 1;
    const rng = rngFor(STREAM.wellbore, w);
    const point = clampTo(
      basin.extent,
      offset(this.fieldCenters.get(field)!, rng.float(-6, 6), rng.float(-6, 6)),
    );
    const year = rng.int(1970, 2024);
    const block = this.blockAt(basin, point);
    const sidetrack = rng.chance(0.06) ? "/ST1" : "";
    const deep = basin.name === "Sabah Deepwater";
    return {
      name: `${field.toUpperCase()}-${number}${sidetrack}`,
      field,
      basin,
      region: basin.region,
      block,
      operator: this.operatorOf(block, rng),
      point,
      year,
      spudDate: `${year}-${pad(rng.int(1, 12), 2)}-${pad(rng.int(1, 28), 2)}`,
      totalDepthM: Math.round(rng.float(1200, deep ? 5600 : 4500)),
    };
  }

  wellLog(i: number): GeneratedRecord {
    const w = Math.floor(i / FILES_PER_WELLBORE);
    const k = i % FILES_PER_WELLBORE;
    const well = this.wellbore(w);
    const rng = rngFor(STREAM.log, i);
    const group =
      DATASET_GROUPS[
        k === 0 || k === 1 ? 0 : k === 2 ? rng.pick([0, 1]) : k === 3 ? rng.pick([1, 2]) : rng.pick([3, 4])
      ];
    const type = k === 0 ? group.types[0] : rng.pick(group.types);
    const feet = well.year < 1985;
    const toUnit = (m: number) => Math.round((feet ? m * 3.28084 : m) * 10) / 10;
    const top = rng.float(0.05, 0.5) * well.totalDepthM;
    const bottom = rng.float(Math.min(top + 200, well.totalDepthM), well.totalDepthM);
    return {
      wellLogFileInfoID: `WLF-${pad(i + 1, 7)}`,
      wellboreName: well.name,
      field: well.field,
      block: well.block,
      region: well.region,
      operator: well.operator,
      spudDate: well.spudDate,
      totalDepth: toUnit(well.totalDepthM),
      datasetGroup: group.group,
      dataType: type.name,
      topDepth: toUnit(top),
      bottomDepth: toUnit(bottom),
      unit: feet ? "ft" : "m",
      primaryDatum: rng.pick(PRIMARY_DATUMS),
      fileName: `${well.name.replace(/[/\s]/g, "_")}_${type.code}_RUN${k + 1}.${type.ext}`,
      year: well.year,
      ...this.flags(rng),
      ...this.dates(rng),
      ...this.geometryColumns(rng, { type: "Point", coordinates: well.point }, [well.point]),
    };
  }

  /** A record index of another type in the same basin, or null after a few tries. */
  private sameBasin<T>(
    rng: Rng,
    count: number,
    make: (n: number) => T & { basin: Basin },
    basin: Basin,
  ): T | null {
    if (count === 0) return null;
    for (let attempt = 0; attempt < 12; attempt++) {
      const candidate = make(rng.int(0, count - 1));
      if (candidate.basin === basin) return candidate;
    }
    return null;
  }

  technicalReport(i: number): GeneratedRecord {
    const rng = rngFor(STREAM.report, i);
    const well = this.wellbore(rng.int(0, Math.max(0, this.wellbores - 1)));
    const category = rng.pick(REPORT_CATEGORIES);
    const s2 = this.sameBasin(rng, this.surveys2D, (s) => this.survey2D(s), well.basin);
    const s3 = this.sameBasin(rng, this.surveys3D, (t) => this.survey3D(t), well.basin);
    const ns = this.sameBasin(rng, this.counts.Non_Seismic, (n) => this.nonSeismicSurvey(n), well.basin);
    const year = Math.min(2025, Math.max(well.year, rng.int(1975, 2025)));
    const date = `${year}-${pad(rng.int(1, 12), 2)}-${pad(rng.int(1, 28), 2)}`;
    const sep = () => (rng.chance(0.15) ? " ; " : "; ");
    const wells = [well.name];
    const otherWell = this.wellbore(rng.int(0, Math.max(0, this.wellbores - 1)));
    if (otherWell.field === well.field && otherWell.name !== well.name) wells.push(otherWell.name);
    const usis = [s2?.usi, s3?.usi].filter((u): u is string => !!u && rng.chance(0.7));
    const titleByCategory: Record<string, string> = {
      "Well Completion Report": `Final Well Completion Report, ${well.name}`,
      "Seismic Acquisition Report": `Seismic Acquisition Report, ${s2?.name ?? `${well.block} 2D Survey`}`,
      "Seismic Processing Report": `Seismic Data Processing Report, ${s3?.name ?? `${well.field} 3D`}`,
      "Geological Study": `Regional Geological Study of the ${well.basin.name}, Block ${well.block}`,
      "Petrophysical Evaluation": `Petrophysical Evaluation of the ${well.field} Field`,
      "Reservoir Study": `Integrated Reservoir Study, ${well.field} Field`,
      Biostratigraphy: `Biostratigraphic Analysis of ${well.name}`,
      Geochemistry: `Source Rock Geochemistry, ${well.name}`,
      "Non-Seismic Interpretation": `Interpretation of ${ns?.type ?? "Gravity and Magnetic"} Data, ${well.basin.name}`,
    };
    const volumes = rng.pick([1, 1, 1, 2, 3]);
    return {
      barcodeNumber: `TR${pad(i + 1, 7)}`,
      reportTitle: titleByCategory[category],
      reportDate: date,
      volume: `${rng.int(1, volumes)} of ${volumes}`,
      author: rng.pick(AUTHORS),
      companyAuthor: rng.chance(0.5) ? well.operator : rng.pick(CONSULTANCIES),
      psContractor: well.operator,
      category,
      linkedUsi: usis.join(sep()) || null,
      linkedUnsi: ns && rng.chance(0.4) ? ns.unsi : null,
      wells: wells.join(sep()),
      fields: rng.chance(0.3) ? `${well.field}${sep()}` : well.field,
      region: well.region,
      year,
      ...this.flags(rng),
      ...this.dates(rng),
      geometry: null,
      bbox: null,
      mapRank: rng.next(),
    };
  }

  nonSeismicSurvey(n: number) {
    const rng = rngFor(STREAM.nonSeismic, n);
    const basin = rng.weighted(BASINS);
    const type = rng.pick(NON_SEISMIC_SURVEY_TYPES);
    const year = rng.int(1970, 2023);
    return { rng, basin, type, year, unsi: `NS${basin.region}${year}-${pad(n + 1, 5)}` };
  }

  nonSeismic(i: number): GeneratedRecord {
    const { rng, basin, type, year, unsi } = this.nonSeismicSurvey(i);
    const small = type === "Seabed Coring" || type === "Heat Flow" || type === "Sea-bottom Geochemistry";
    const size = small ? rng.float(5, 20) : rng.float(25, 120);
    const center = pointIn(rng, basin.extent, 0.1);
    const ring = rotatedRectangle(center, size, size * rng.float(0.5, 1.2), rng.float(0, 0.4), basin.extent);
    const block = this.blockAt(basin, center);
    return {
      uNSI: unsi,
      surveyName: `${basin.name} ${type} Survey ${year}`,
      surveyType: type,
      operator: this.operatorOf(block, rng),
      datum: rng.pick(DATUMS),
      projection: rng.pick(PROJECTIONS),
      estimatedDataSizeMb: Math.round(small ? rng.float(5, 200) : rng.float(50, 8000)),
      region: basin.region,
      block,
      year,
      ...this.flags(rng),
      ...this.dates(rng),
      ...this.geometryColumns(rng, { type: "Polygon", coordinates: [ring] }, ring),
    };
  }

  /** Record `i` of a type. */
  record(type: CatalogType, i: number): GeneratedRecord {
    switch (type) {
      case "Seismic_2D":
        return this.seismic2D(i);
      case "Seismic_3D":
        return this.seismic3D(i);
      case "Well_Log":
        return this.wellLog(i);
      case "Technical_Report":
        return this.technicalReport(i);
      case "Non_Seismic":
        return this.nonSeismic(i);
    }
  }

  private geometryColumns(rng: Rng, geometry: Geometry, points: Position[]) {
    // A few records have metadata but no GIS data yet, as in a real repository.
    if (rng.chance(0.01)) return { geometry: null, bbox: null, mapRank: rng.next() };
    return { geometry, bbox: boxLiteral(bboxOf(points)), mapRank: rng.next() };
  }
}
