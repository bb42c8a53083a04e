import { describe, expect, it } from "vitest";
import { CATALOG_REGISTRY, CATALOG_TYPES, catalogColumn, hasRange, hasValueList } from "./registry.ts";

const COMMON = [
  "region",
  "year",
  "basic",
  "standard",
  "premium",
  "bid",
  "academia",
  "mbrPlus",
  "dateAdded",
  "dateUpdated",
];

describe("the catalogue column registry", () => {
  it.each(CATALOG_TYPES)("%s starts with its id field and has unique keys", (type) => {
    const def = CATALOG_REGISTRY[type];
    expect(def.columns[0].key).toBe(def.idField);
    const keys = def.columns.map((c) => c.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).not.toContain("id");
  });

  it.each(CATALOG_TYPES)("%s carries the columns every record has", (type) => {
    const keys = CATALOG_REGISTRY[type].columns.map((c) => c.key);
    for (const key of COMMON) expect(keys).toContain(key);
  });

  it("uses the spec's id fields and display names", () => {
    expect(CATALOG_TYPES.map((t) => [CATALOG_REGISTRY[t].idField, CATALOG_REGISTRY[t].displayName])).toEqual([
      ["seismic2DInfoID", "Seismic 2D"],
      ["seismic3DInfoID", "Seismic 3D"],
      ["wellLogFileInfoID", "Well Log"],
      ["barcodeNumber", "Technical Report"],
      ["uNSI", "Non Seismic"],
    ]);
  });

  it("points title, subtitle, default sort and links at real columns", () => {
    for (const type of CATALOG_TYPES) {
      const def = CATALOG_REGISTRY[type];
      for (const key of [def.titleKey, ...def.subtitleKeys, def.defaultSort.key]) {
        expect(catalogColumn(type, key), `${type}.${key}`).toBeDefined();
      }
      expect(catalogColumn(type, def.defaultSort.key)?.sortable).toBe(true);
      for (const column of def.columns) {
        for (const target of column.linksTo?.types ?? []) {
          expect(catalogColumn(target, column.linksTo!.key), `${type}.${column.key}`).toBeDefined();
        }
      }
    }
  });

  it("gives every filterable column a value list or a range, and facets a value list", () => {
    for (const type of CATALOG_TYPES) {
      for (const column of CATALOG_REGISTRY[type].columns) {
        if (column.filterable) expect(hasValueList(column) || hasRange(column), column.key).toBe(true);
        if (column.facet) expect(hasValueList(column), column.key).toBe(true);
        if (column.kind === "boolean") expect(column.sortable).toBe(false);
      }
    }
  });
});
