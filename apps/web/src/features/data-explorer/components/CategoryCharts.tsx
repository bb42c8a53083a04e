import { Alert, LinearProgress } from "@mui/material";
import { type CatalogType, catalogColumn } from "@strata/core";
import { errorMessage } from "../../../lib/api.ts";
import type { CatalogFilter, CatalogFilterValue } from "../../../lib/catalog-links.ts";
import { useExplorerFacets } from "../api/get-explorer-facets.ts";
import { ChartPanel } from "./ChartPanel.tsx";
import { CountTable } from "./CountTable.tsx";
import { DETAIL_COLUMN, type ExplorerArea, hasPlace, OPERATOR_COLUMN, typeName } from "./explorer-filter.ts";
import { TYPE_COLOURS } from "./OverviewCharts.tsx";

const TOP_OPERATORS = 15;

interface Props {
  type: CatalogType;
  filter: CatalogFilter;
  area: ExplorerArea | null;
  onFilter: (column: string, value: CatalogFilterValue | undefined) => void;
}

/** One category's records by its own breakdown (stage, data type, …) and by operator, under every filter. */
export function CategoryCharts({ type, filter, area, onFilter }: Props) {
  const inArea = area !== null && hasPlace(type);
  const facets = useExplorerFacets(type, filter, inArea ? area : null);

  if (facets.isPending) return <LinearProgress aria-label={`Loading the ${typeName(type)} counts`} />;
  if (facets.isError) return <Alert severity="error">{errorMessage(facets.error)}</Alert>;
  const columns = [DETAIL_COLUMN[type], OPERATOR_COLUMN[type]];
  return (
    <>
      {area !== null && !inArea ? (
        <Alert severity="info">
          {typeName(type)} records have no place on the map: the area drawn there does not narrow them. These
          counts are of the whole catalogue.
        </Alert>
      ) : null}
      {facets.data.area?.truncated ? (
        <Alert severity="warning">
          The area holds more {typeName(type)} records than one search examines: these counts are of the first{" "}
          {facets.data.area.matched.toLocaleString("en-GB")} found.
        </Alert>
      ) : null}
      {facets.isFetching ? <LinearProgress aria-label="Updating the counts" /> : null}
      {columns.map((key, index) => {
        const label = catalogColumn(type, key)?.label ?? key;
        const values = (facets.data.facets.find((f) => f.key === key)?.values ?? [])
          .filter((v): v is { value: string; count: number } => typeof v.value === "string" && v.value !== "")
          .slice(0, index === 1 ? TOP_OPERATORS : undefined);
        const picked = Array.isArray(filter[key]) ? filter[key].map(String) : [];
        const pick = (value: string) =>
          onFilter(key, picked.length === 1 && picked[0] === value ? undefined : [value]);
        const title = `${typeName(type)} by ${label.toLowerCase()}${index === 1 ? ` (top ${TOP_OPERATORS})` : ""}`;
        return (
          <ChartPanel
            key={key}
            title={title}
            empty={values.length === 0 ? "No records match the filters." : null}
            chart={{
              labels: values.map((v) => v.value),
              series: [{ label: "Records", data: values.map((v) => v.count), color: TYPE_COLOURS[type] }],
              horizontal: true,
              onPick: (i) => pick(values[i].value),
            }}
            table={
              <CountTable
                caption={title}
                rowHeader={label}
                columns={["Records"]}
                pickLabel={`Filter by ${label.toLowerCase()}`}
                rows={values.map((v) => ({
                  key: v.value,
                  label: v.value,
                  counts: [v.count],
                  selected: picked.includes(v.value),
                }))}
                onPick={(row) => pick(row.key)}
              />
            }
          />
        );
      })}
    </>
  );
}
