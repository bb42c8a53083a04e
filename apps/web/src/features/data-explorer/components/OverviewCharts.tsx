import { CATALOG_TYPES, type CatalogType } from "@strata/core";
import type { CatalogFilter, CatalogFilterValue } from "../../../lib/catalog-links.ts";
import type { DataExplorerCounts } from "../api/get-data-explorer.ts";
import { ChartPanel } from "./ChartPanel.tsx";
import { CountTable } from "./CountTable.tsx";
import { regionName, typeName } from "./explorer-filter.ts";
import type { Marginals } from "./marginals.ts";
import { YearRange } from "./YearRange.tsx";

export const TYPE_COLOURS: Record<CatalogType, string> = {
  Seismic_2D: "#1565c0",
  Seismic_3D: "#6a1b9a",
  Well_Log: "#2e7d32",
  Technical_Report: "#ef6c00",
  Non_Seismic: "#00838f",
};
const NAMES = CATALOG_TYPES.map(typeName);

interface Props {
  /** Each category's counts in CATALOG_TYPES order; `null` where the filter does not apply. */
  marginals: (Marginals | null)[];
  years: DataExplorerCounts["years"];
  type: CatalogType;
  filter: CatalogFilter;
  onType: (type: CatalogType) => void;
  onFilter: (column: string, value: CatalogFilterValue | undefined) => void;
}

/** Rows of counts per shown category, one per key (sorted). */
function grouped<K extends string | number>(shown: Marginals[], pick: (m: Marginals) => Map<K, number>) {
  const keys = [...new Set(shown.flatMap((m) => [...pick(m).keys()]))].sort((a, b) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  return keys.map((key) => [key, shown.map((m) => pick(m).get(key) ?? 0)] as const);
}

const withTotal = (counts: readonly number[]) => [...counts, counts.reduce((a, b) => a + b, 0)];

/**
 * What the catalogue holds by category, region and year, under the filters. Each chart leaves its
 * own column's filter out, so the other values stay there to pick.
 */
export function OverviewCharts({ marginals, years: span, type, filter, onType, onFilter }: Props) {
  const totals = marginals.map((m) => m?.total ?? null);
  const shownTypes = CATALOG_TYPES.filter((_, i) => marginals[i] !== null);
  const shown = marginals.filter((m): m is Marginals => m !== null);
  const names = shownTypes.map(typeName);
  const perType = (groups: (readonly [unknown, number[]])[]) =>
    shownTypes.map((t, i) => ({
      label: names[i],
      color: TYPE_COLOURS[t],
      data: groups.map(([, c]) => c[i]),
    }));
  const regions = grouped(shown, (m) => m.regions);
  const years = grouped(shown, (m) => m.years);
  const region = Array.isArray(filter.region) ? filter.region.map(String) : [];
  const year = Array.isArray(filter.year) ? filter.year.map(Number) : [];
  const pickRegion = (code: string) =>
    onFilter("region", region.length === 1 && region[0] === code ? undefined : [code]);
  const pickYear = (y: number) => onFilter("year", year.length === 1 && year[0] === y ? undefined : [y]);

  return (
    <>
      <ChartPanel
        title="Records by category"
        empty={totals.every((n) => !n) ? "No records match the filters." : null}
        chart={{
          labels: NAMES,
          series: [{ label: "Records", data: totals.map((n) => n ?? 0), color: "#1565c0" }],
          onPick: (i) => onType(CATALOG_TYPES[i]),
        }}
        table={
          <CountTable
            caption="Records by category"
            rowHeader="Category"
            columns={["Records"]}
            pickLabel="Show this category"
            rows={CATALOG_TYPES.map((t, i) => ({
              key: t,
              label: NAMES[i],
              counts: [totals[i]],
              selected: t === type,
            }))}
            onPick={(row) => onType(row.key as CatalogType)}
          />
        }
      />
      <ChartPanel
        title="Records by region"
        empty={regions.length === 0 ? "No records with a region match the filters." : null}
        chart={{
          labels: regions.map(([code]) => regionName(code)),
          series: perType(regions),
          onPick: (i) => pickRegion(regions[i][0]),
        }}
        table={
          <CountTable
            caption="Records by region"
            rowHeader="Region"
            columns={[...names, "All"]}
            pickLabel="Filter by region"
            rows={regions.map(([code, counts]) => ({
              key: code,
              label: regionName(code),
              counts: withTotal(counts),
              selected: region.includes(code),
            }))}
            onPick={(row) => pickRegion(row.key)}
          />
        }
      />
      <ChartPanel
        title="Records by year"
        controls={
          span.min !== null && span.max !== null ? (
            <YearRange
              min={span.min}
              max={span.max}
              value={filter.year}
              onChange={(value) => onFilter("year", value)}
            />
          ) : null
        }
        empty={years.length === 0 ? "No dated records match the filters." : null}
        chart={{
          labels: years.map(([y]) => String(y)),
          series: perType(years),
          onPick: (i) => pickYear(years[i][0]),
        }}
        table={
          <CountTable
            caption="Records by year"
            rowHeader="Year"
            columns={[...names, "All"]}
            pickLabel="Filter by year"
            rows={years.map(([y, counts]) => ({
              key: String(y),
              label: String(y),
              counts: withTotal(counts),
              selected: year.includes(y),
            }))}
            onPick={(row) => pickYear(Number(row.key))}
          />
        }
      />
    </>
  );
}
