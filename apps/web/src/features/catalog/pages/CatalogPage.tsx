import MapIcon from "@mui/icons-material/Map";
import { Alert, Box, Button, Typography } from "@mui/material";
import { CATALOG_REGISTRY, type CatalogColumn, type CatalogType } from "@strata/core";
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { RenewNotice } from "../../../components/RenewNotice.tsx";
import { useAppAbility } from "../../../lib/ability/index.ts";
import { ApiError, errorMessage } from "../../../lib/api.ts";
import {
  type CatalogFilter,
  type CatalogFilterValue,
  FILTER_VALUES_MAX,
} from "../../../lib/catalog-links.ts";
import { countFormat } from "../../../lib/format.ts";
import { AddToPackageButton } from "../../downloads/index.ts";
import { useCategories } from "../api/get-categories.ts";
import { useFacets } from "../api/get-facets.ts";
import { useRecords } from "../api/get-records.ts";
import { CatalogGrid } from "../components/CatalogGrid.tsx";
import { CategoryTabs } from "../components/CategoryTabs.tsx";
import { FacetPanel } from "../components/FacetPanel.tsx";
import { FilterChips } from "../components/FilterChips.tsx";
import { FilterDialog, type FilterTarget } from "../components/FilterDialog.tsx";
import { isRange } from "../components/format.ts";
import { SearchBox } from "../components/SearchBox.tsx";
import { useCatalogUrlState } from "../hooks/use-catalog-url-state.ts";

/** A refused search names the filter or sort at fault in the address's terms (`querystring.filter.colour`). */
function catalogErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 400) {
    const issues = (error.details as { issues?: { field?: string; message?: string }[] } | undefined)?.issues;
    const issue = issues?.[0];
    const filterKey = issue?.field?.match(/^querystring\.filter\.(.+)$/)?.[1];
    if (filterKey) return `The filter on “${filterKey}” cannot be applied: ${issue?.message}.`;
    if (issue?.field === "querystring.sort") return `The sort cannot be applied: ${issue.message}.`;
  }
  return errorMessage(error);
}

function withValue(filter: CatalogFilter, key: string, value: CatalogFilterValue | null): CatalogFilter {
  const next = { ...filter };
  if (value === null) delete next[key];
  else next[key] = value;
  return next;
}

/** The data catalogue: a category's records with search, filters, facets, sort and paging, all in the address. */
export function CatalogPage() {
  const { state, update } = useCatalogUrlState();
  const { type, q, filter, page, pageSize, sort, order } = state;
  const ability = useAppAbility();
  const categories = useCategories();
  const records = useRecords({ type, q, filter, page, pageSize, sort, order });
  const facets = useFacets({ type, q, filter });
  const [filterTarget, setFilterTarget] = useState<FilterTarget | null>(null);
  // Rows chosen for a download package, kept across pages and searches of one category.
  const [chosen, setChosen] = useState<{ type: CatalogType; ids: string[] }>({ type, ids: [] });
  const selectedIds = chosen.type === type ? chosen.ids : [];
  const canDownload = ability.can("view", "DownloadManager");

  const def = CATALOG_REGISTRY[type];
  const expired = categories.data?.access === "expired" || records.data?.access === "expired";
  const canOpenMap =
    ability.can("view", "SmartViewer") ||
    ability.can("view", "WebMap") ||
    ability.can("view", "SmartViewer-Expired");
  const hasCriteria = q !== "" || Object.keys(filter).length > 0;
  const idFilter = filter[def.idField];
  const fromMap = state.selected !== undefined && idFilter !== undefined;
  const data = records.data;
  const showingType = data && !records.isPlaceholderData;

  function applyFilter(column: CatalogColumn, value: CatalogFilterValue | null) {
    setFilterTarget(null);
    update({ filter: withValue(filter, column.key, value) });
  }

  function toggleFacet(key: string, value: string | number | boolean) {
    const current = filter[key];
    const values = current && !isRange(current) ? current : [];
    const next = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
    update({ filter: withValue(filter, key, next.length > 0 ? next.slice(0, FILTER_VALUES_MAX) : null) });
  }

  return (
    <>
      <PageHeader
        title="Data catalogue"
        subtitle="Seismic surveys, well logs, technical reports and non-seismic surveys."
        actions={
          canOpenMap ? (
            <Button component={RouterLink} to="/map" variant="outlined" startIcon={<MapIcon />}>
              Map viewer
            </Button>
          ) : null
        }
      />
      {expired ? <RenewNotice message={categories.data?.renew?.message} /> : null}
      {categories.isError ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {errorMessage(categories.error)}
        </Alert>
      ) : null}

      <CategoryTabs
        value={type}
        categories={categories.data?.categories}
        onChange={(next: CatalogType) =>
          update({ type: next, filter: {}, sort: undefined, order: undefined })
        }
      />

      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, alignItems: "center", mb: 2 }}>
        <SearchBox key={q} value={q} onSearch={(next) => update({ q: next })} />
        <Typography role="status" aria-live="polite" color="text.secondary" sx={{ minWidth: 120 }}>
          {data ? `${countFormat.format(data.pageTotal)} ${data.pageTotal === 1 ? "record" : "records"}` : ""}
        </Typography>
      </Box>

      {showingType && data.match === "fuzzy" ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          No exact matches for “{q}”; showing close matches.
        </Alert>
      ) : null}
      {fromMap ? (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => update({ filter: withValue(filter, def.idField, null) })}
            >
              Show all records
            </Button>
          }
        >
          {state.selected! > (Array.isArray(idFilter) ? idFilter.length : 0)
            ? `Showing the first ${countFormat.format((idFilter as unknown[]).length)} of ${countFormat.format(state.selected!)} records selected on the map. Draw a smaller area to see them all.`
            : `Showing the ${countFormat.format(state.selected!)} records selected on the map.`}
        </Alert>
      ) : null}
      {state.badFilter ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          The filters in this address could not be read, so they are not applied.
        </Alert>
      ) : null}

      <Box sx={{ mb: 2 }}>
        <FilterChips
          type={type}
          filter={filter}
          onEdit={(column) => setFilterTarget({ column, value: filter[column.key] })}
          onRemove={(key) => update({ filter: withValue(filter, key, null) })}
          onAdd={() => setFilterTarget({ column: null })}
          onClear={() => update({ filter: {} })}
        />
      </Box>

      {records.isError ? (
        <Alert
          severity="error"
          role="alert"
          sx={{ mb: 2 }}
          action={
            hasCriteria ? (
              <Button color="inherit" size="small" onClick={() => update({ q: "", filter: {} })}>
                Reset search
              </Button>
            ) : undefined
          }
        >
          {catalogErrorMessage(records.error)}
        </Alert>
      ) : null}

      <Box
        sx={{
          display: "grid",
          gap: 2,
          gridTemplateColumns: { xs: "minmax(0, 1fr)", lg: "240px minmax(0, 1fr)" },
          alignItems: "start",
        }}
      >
        <Box sx={{ order: { xs: 2, lg: 1 } }}>
          <FacetPanel
            type={type}
            facets={facets.data}
            filter={filter}
            isLoading={facets.isLoading}
            error={records.isError ? null : facets.error}
            onToggle={toggleFacet}
          />
        </Box>
        <Box sx={{ order: { xs: 1, lg: 2 }, minWidth: 0 }}>
          <CatalogGrid
            key={type}
            type={type}
            rows={records.isError ? [] : (data?.result ?? [])}
            total={records.isError ? 0 : (data?.pageTotal ?? 0)}
            loading={records.isFetching}
            page={page}
            pageSize={pageSize}
            sort={sort}
            order={order}
            onPage={(nextPage, nextSize) =>
              nextSize !== pageSize ? update({ pageSize: nextSize }) : update({ page: nextPage })
            }
            onSort={(nextSort, nextOrder) => update({ sort: nextSort, order: nextOrder })}
            onFilterColumn={(column) => setFilterTarget({ column, value: filter[column.key] })}
            onClear={hasCriteria ? () => update({ q: "", filter: {} }) : undefined}
            selection={canDownload ? selectedIds : undefined}
            onSelection={canDownload ? (ids) => setChosen({ type, ids }) : undefined}
            downloads={canDownload && !records.isError ? (data?.downloads ?? []) : undefined}
          />
          {canDownload ? (
            <Box
              sx={{ display: "flex", alignItems: "flex-start", justifyContent: "flex-end", gap: 2, mt: 1 }}
            >
              <Typography color="text.secondary" sx={{ pt: 1 }} data-testid="selected-count">
                {selectedIds.length} selected
              </Typography>
              <AddToPackageButton
                records={selectedIds.map((id) => ({ type, id }))}
                label={`Add ${selectedIds.length || ""} selected to download package`.replace("  ", " ")}
              />
            </Box>
          ) : null}
        </Box>
      </Box>

      {filterTarget ? (
        <FilterDialog
          key={filterTarget.column?.key ?? "new"}
          type={type}
          target={filterTarget}
          onApply={applyFilter}
          onClose={() => setFilterTarget(null)}
        />
      ) : null}
    </>
  );
}

export { CatalogPage as Component };
