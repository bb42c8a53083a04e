import { CATALOG_REGISTRY, CATALOG_TYPES, splitLinkedValues } from "@strata/core";
import { getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { tableOf } from "../../modules/catalogs/index.ts";
import { demoSampleFiles } from "./files.ts";
import { CatalogGenerator, DEMO_COUNTS } from "./generate.ts";
import { BASINS } from "./vocabulary.ts";

const generator = new CatalogGenerator(DEMO_COUNTS);

describe("the catalogue generator", () => {
  it("is deterministic: record i is the same every time", () => {
    const again = new CatalogGenerator(DEMO_COUNTS);
    for (const type of CATALOG_TYPES) {
      expect(again.record(type, 123)).toEqual(generator.record(type, 123));
    }
  });

  it("gives every record the registry's columns, and nothing the table lacks", () => {
    for (const type of CATALOG_TYPES) {
      const record = generator.record(type, 7);
      const tableKeys = Object.keys(getTableColumns(tableOf(type)));
      for (const column of CATALOG_REGISTRY[type].columns)
        expect(Object.keys(record), `${type}.${column.key}`).toContain(column.key);
      for (const key of Object.keys(record)) expect(tableKeys, `${type}.${key}`).toContain(key);
    }
  });

  it("makes unique ids and keeps geometry inside its basin, offshore Malaysia", () => {
    const [minX, minY, maxX, maxY] = [
      Math.min(...BASINS.map((b) => b.extent[0])),
      Math.min(...BASINS.map((b) => b.extent[1])),
      Math.max(...BASINS.map((b) => b.extent[2])),
      Math.max(...BASINS.map((b) => b.extent[3])),
    ];
    for (const type of CATALOG_TYPES) {
      const idField = CATALOG_REGISTRY[type].idField;
      const ids = new Set<unknown>();
      for (let i = 0; i < 500; i++) {
        const record = generator.record(type, i);
        ids.add(record[idField]);
        expect(["PM", "SB", "SK"]).toContain(record.region);
        const geometry = record.geometry as { coordinates: unknown } | null;
        for (const [x, y] of (
          JSON.stringify(geometry?.coordinates ?? []).match(/-?\d+\.?\d*,-?\d+\.?\d*/g) ?? []
        ).map((p) => p.split(",").map(Number))) {
          expect(x).toBeGreaterThanOrEqual(minX);
          expect(x).toBeLessThanOrEqual(maxX);
          expect(y).toBeGreaterThanOrEqual(minY);
          expect(y).toBeLessThanOrEqual(maxY);
        }
      }
      expect(ids.size).toBe(500);
    }
  });

  it("links technical reports to wells and USIs that exist", () => {
    const wellbores = new Set(
      Array.from({ length: generator.wellbores }, (_, w) => generator.wellbore(w).name),
    );
    const usis = new Set([
      ...Array.from({ length: generator.surveys2D }, (_, s) => generator.survey2D(s).usi),
      ...Array.from({ length: generator.surveys3D }, (_, s) => generator.survey3D(s).usi),
    ]);
    for (let i = 0; i < 200; i++) {
      const report = generator.technicalReport(i);
      for (const well of splitLinkedValues(report.wells as string)) expect(wellbores).toContain(well);
      for (const usi of splitLinkedValues(report.linkedUsi as string | null)) expect(usis).toContain(usi);
    }
  });

  it("lays sample files out by the section-9 data paths, one path each", () => {
    const files = demoSampleFiles(generator);
    expect(new Set(files.map((f) => f.path)).size).toBe(files.length);
    const roots = new Set(files.map((f) => f.path.split("/")[0]));
    expect(roots).toEqual(
      new Set(["Seismic 2D", "Seismic 3D", "WELL LOGS", "Technical Report", "Non Seismic"]),
    );
    expect(
      files.filter((f) => f.sdcType === "Seismic_2D").every((f) => f.path.split("/")[3] === "SEG-Y"),
    ).toBe(true);
    expect(files.some((f) => f.path.includes("%2F"))).toBe(true);
  });

  it("gives every block on offer a bid-flagged line, volume and LAS log with a file, where it has such data", () => {
    const onOffer = new Set(generator.blocks.filter((b) => b.bidRound).map((b) => b.name));
    const withFile = new Set(demoSampleFiles(generator).map((f) => `${f.sdcType} ${f.recordId}`));
    for (const type of ["Seismic_2D", "Seismic_3D", "Well_Log"] as const) {
      const { idField } = CATALOG_REGISTRY[type];
      const offered = new Set<string>();
      const shown = new Set<string>();
      for (let i = 0; i < DEMO_COUNTS[type]; i++) {
        const record = generator.record(type, i);
        const block = String(record.block);
        if (!record.bid || !onOffer.has(block)) continue;
        if (type === "Well_Log" && !String(record.fileName).endsWith(".las")) continue;
        offered.add(block);
        if (withFile.has(`${type} ${record[idField]}`)) shown.add(block);
      }
      expect(offered.size, type).toBeGreaterThan(10);
      expect(
        [...offered].filter((block) => !shown.has(block)),
        type,
      ).toEqual([]);
    }
  });
});
