import FilterListIcon from "@mui/icons-material/FilterList";
import { Box, Button, Link, ListItemIcon, ListItemText, MenuItem, Typography } from "@mui/material";
import {
  DataGrid,
  type GridColDef,
  GridColumnMenu,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
  type GridColumnVisibilityModel,
  type GridRowSelectionModel,
  type GridSortModel,
} from "@mui/x-data-grid";
import {
  CATALOG_REGISTRY,
  type CatalogColumn,
  type CatalogRow,
  type CatalogType,
  catalogColumn,
  DOWNLOAD_FLAGS,
  type RowDownload,
} from "@strata/core";
import { createContext, type MouseEvent, useContext, useMemo, useState } from "react";
import { Link as RouterLink } from "react-router";
import { recordPath } from "../../../lib/catalog-links.ts";
import { PAGE_SIZE_OPTIONS } from "../hooks/use-catalog-url-state.ts";
import { DOWNLOAD_COLUMN, DownloadsContext } from "./DownloadMark.tsx";
import { formatValue } from "./format.ts";

/** Opens the filter dialog of a column from the column menu. */
const FilterColumnContext = createContext<(column: CatalogColumn) => void>(() => {});
/** Clears the search and filters from the empty state, when there is something to clear. */
const ClearContext = createContext<(() => void) | undefined>(undefined);

function FilterColumnMenuItem({ colDef, onClick }: GridColumnMenuItemProps) {
  const openFilter = useContext(FilterColumnContext);
  const column = (colDef as GridColDef & { catalogColumn?: CatalogColumn }).catalogColumn;
  if (!column?.filterable) return null;
  return (
    <MenuItem
      onClick={(event: MouseEvent<HTMLElement>) => {
        onClick(event);
        openFilter(column);
      }}
    >
      <ListItemIcon>
        <FilterListIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Filter…</ListItemText>
    </MenuItem>
  );
}

function CatalogColumnMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slots={{ columnMenuCatalogFilterItem: FilterColumnMenuItem }}
      slotProps={{ columnMenuCatalogFilterItem: { displayOrder: 15 } }}
    />
  );
}

function NoRows() {
  const onClear = useContext(ClearContext);
  return (
    <Box
      sx={{
        height: "100%",
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        justifyContent: "center",
        gap: 1,
        p: 2,
      }}
    >
      <Typography color="text.secondary">No records match this search.</Typography>
      {onClear ? (
        <Button size="small" variant="outlined" onClick={onClear}>
          Clear the search and filters
        </Button>
      ) : null}
    </Box>
  );
}

/** Tall enough for a page of compact rows, header and footer, within reason for long pages. */
const gridHeight = (pageSize: number) => Math.min(pageSize, 15) * 36 + 112;

const SLOTS = { columnMenu: CatalogColumnMenu, noRowsOverlay: NoRows };

/** The table's columns: the registry's, each a link to the record for the id and title columns. */
function gridColumns(type: CatalogType): GridColDef<CatalogRow>[] {
  const def = CATALOG_REGISTRY[type];
  return def.columns.map((column) => {
    const isLink = column.key === def.idField || column.key === def.titleKey;
    const isFlag = column.kind === "boolean";
    return {
      field: column.key,
      headerName: column.unit ? `${column.label} (${column.unit})` : column.label,
      description: column.label,
      catalogColumn: column,
      sortable: column.sortable,
      filterable: false,
      type: column.kind === "number" ? "number" : "string",
      minWidth: isFlag ? 90 : column.key === def.titleKey ? 220 : column.kind === "text" ? 170 : 130,
      flex: column.key === def.titleKey ? 1 : undefined,
      valueFormatter: (value: unknown) => formatValue(column, value),
      renderCell: isLink
        ? (params) => (
            <Link component={RouterLink} to={recordPath(type, String(params.row.id))} underline="hover">
              {formatValue(column, params.value)}
            </Link>
          )
        : undefined,
    } as GridColDef<CatalogRow> & { catalogColumn: CatalogColumn };
  });
}

/** Download flags and the update date start hidden; the columns menu shows them. */
function initialVisibility(type: CatalogType): GridColumnVisibilityModel {
  const hidden: GridColumnVisibilityModel = { dateUpdated: false };
  for (const flag of DOWNLOAD_FLAGS) hidden[flag] = false;
  if (catalogColumn(type, "processingContractor")) hidden.processingContractor = false;
  return hidden;
}

/** One page of a category's records: server-side paging and sorting; filters open from the column menu. */
export function CatalogGrid({
  type,
  rows,
  total,
  loading,
  page,
  pageSize,
  sort,
  order,
  onPage,
  onSort,
  onFilterColumn,
  onClear,
  selection,
  onSelection,
  downloads,
}: {
  type: CatalogType;
  rows: CatalogRow[];
  total: number;
  loading: boolean;
  page: number;
  pageSize: number;
  sort?: string;
  order?: "asc" | "desc";
  onPage: (page: number, pageSize: number) => void;
  onSort: (sort?: string, order?: "asc" | "desc") => void;
  onFilterColumn: (column: CatalogColumn) => void;
  onClear?: () => void;
  /** Selected record ids across pages (for the download package); without `onSelection` rows are not selectable. */
  selection?: readonly string[];
  onSelection?: (ids: string[]) => void;
  /** What the viewer may download of each row: shows the download column; rows without files cannot be chosen. */
  downloads?: readonly RowDownload[];
}) {
  const withDownloads = downloads !== undefined;
  const columns = useMemo(
    () => (withDownloads ? [DOWNLOAD_COLUMN, ...gridColumns(type)] : gridColumns(type)),
    [type, withDownloads],
  );
  const downloadOf = useMemo(() => new Map((downloads ?? []).map((d) => [d.id, d])), [downloads]);
  const [visibility, setVisibility] = useState(() => initialVisibility(type));
  // Stable models: a new sort model on every render reads as a new sort, and the grid returns to page 1.
  const sortModel = useMemo<GridSortModel>(
    () => (sort ? [{ field: sort, sort: order ?? "asc" }] : []),
    [sort, order],
  );
  const paginationModel = useMemo(() => ({ page: page - 1, pageSize }), [page, pageSize]);
  const selectionModel = useMemo<GridRowSelectionModel>(
    () => ({ type: "include", ids: new Set(selection ?? []) }),
    [selection],
  );
  const onSelectionChange = (model: GridRowSelectionModel) => {
    // "Select all" may answer an exclusion: on a server-paged grid that means this page's rows but those.
    const ids =
      model.type === "include"
        ? [...model.ids].map(String)
        : rows.map((row) => String(row.id)).filter((id) => !model.ids.has(id));
    onSelection?.(ids);
  };

  return (
    <FilterColumnContext value={onFilterColumn}>
      <DownloadsContext value={downloadOf}>
        <ClearContext value={onClear}>
          <Box sx={{ width: "100%", minWidth: 0 }}>
            <DataGrid
              key={type}
              aria-label={`${CATALOG_REGISTRY[type].displayName} records`}
              rows={rows}
              columns={columns}
              getRowId={(row) => String(row.id)}
              rowCount={total}
              loading={loading}
              paginationMode="server"
              sortingMode="server"
              filterMode="server"
              disableColumnFilter
              disableRowSelectionOnClick
              checkboxSelection={onSelection !== undefined}
              // A row without files has nothing to put in a package; a refused one can be chosen and is named when left out.
              isRowSelectable={
                withDownloads ? (params) => downloadOf.get(String(params.id))?.hasFiles !== false : undefined
              }
              keepNonExistentRowsSelected={onSelection !== undefined}
              rowSelectionModel={onSelection ? selectionModel : undefined}
              onRowSelectionModelChange={onSelection ? onSelectionChange : undefined}
              // A page holds at most 100 rows: render every cell, so wide tables scroll without blanks and read fully.
              disableVirtualization
              paginationModel={paginationModel}
              onPaginationModelChange={(model) => onPage(model.page + 1, model.pageSize)}
              pageSizeOptions={PAGE_SIZE_OPTIONS}
              sortModel={sortModel}
              onSortModelChange={(model) => onSort(model[0]?.field, model[0]?.sort ?? undefined)}
              columnVisibilityModel={visibility}
              onColumnVisibilityModelChange={setVisibility}
              slots={SLOTS}
              density="compact"
              sx={{ height: gridHeight(pageSize), bgcolor: "background.paper" }}
            />
          </Box>
        </ClearContext>
      </DownloadsContext>
    </FilterColumnContext>
  );
}
