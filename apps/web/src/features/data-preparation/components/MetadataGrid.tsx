import { Box, Typography } from "@mui/material";
import {
  DataGrid,
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridRowSelectionModel,
} from "@mui/x-data-grid";
import { DOWNLOAD_FLAGS, type MetadataColumn, type MetadataProperties, type MetadataRow } from "@strata/core";
import { useMemo, useState } from "react";
import { selectionAfterChange } from "../state/requests.ts";
import { formatCell } from "./format.ts";
import { gridHeight, PAGE_SIZE_OPTIONS } from "./PagedGrid.tsx";

function NoRows() {
  return (
    <Box sx={{ height: "100%", display: "flex", alignItems: "center", justifyContent: "center", p: 2 }}>
      <Typography color="text.secondary">No metadata matches this search.</Typography>
    </Box>
  );
}

const SLOTS = { noRowsOverlay: NoRows };

function gridColumns(properties: MetadataProperties): GridColDef<MetadataRow>[] {
  const columns: GridColDef<MetadataRow>[] = properties.columns.map((column: MetadataColumn) => ({
    field: column.key,
    headerName: column.unit ? `${column.label} (${column.unit})` : column.label,
    description: column.label,
    sortable: false,
    type: column.kind === "number" ? "number" : "string",
    minWidth: column.kind === "boolean" ? 90 : column.kind === "text" ? 160 : 120,
    flex: column.key === properties.idField ? 0 : undefined,
    valueFormatter: (value: unknown) => formatCell(column, value),
  }));
  columns.push(
    { field: "fileCount", headerName: "Files", type: "number", sortable: false, minWidth: 70 },
    {
      field: "linked",
      headerName: "Linked",
      sortable: false,
      minWidth: 80,
      valueFormatter: (value: unknown) => (value ? "Yes" : "No"),
    },
  );
  return columns;
}

/** Download flags and the update date start hidden; the columns menu shows them. */
function initialVisibility(): GridColumnVisibilityModel {
  const hidden: GridColumnVisibilityModel = { dateUpdated: false };
  for (const flag of DOWNLOAD_FLAGS) hidden[flag] = false;
  return hidden;
}

/**
 * A page of a category's metadata: server-side paging, ticked rows kept across pages, and the
 * current record (a clicked row, or Enter on one) for the single-record actions.
 */
export function MetadataGrid({
  properties,
  rows,
  total,
  loading,
  page,
  pageSize,
  selectedRows,
  currentId,
  currentIndex,
  onPage,
  onSelectedRows,
  onChooseRow,
}: {
  properties: MetadataProperties;
  rows: MetadataRow[];
  total: number;
  loading: boolean;
  page: number;
  pageSize: number;
  selectedRows: string[];
  currentId: string | null;
  currentIndex: number | null;
  onPage: (page: number, pageSize: number) => void;
  onSelectedRows: (ids: string[]) => void;
  onChooseRow: (index: number, row: MetadataRow) => void;
}) {
  const columns = useMemo(() => gridColumns(properties), [properties]);
  const [visibility, setVisibility] = useState(initialVisibility);
  const paginationModel = useMemo(() => ({ page: page - 1, pageSize }), [page, pageSize]);
  const selectionModel = useMemo<GridRowSelectionModel>(
    () => ({ type: "include", ids: new Set(selectedRows) }),
    [selectedRows],
  );
  const pageRowIds = useMemo(() => rows.map((row) => row.id), [rows]);
  const choose = (row: MetadataRow) => onChooseRow(pageRowIds.indexOf(row.id), row);

  return (
    <Box sx={{ width: "100%", minWidth: 0 }}>
      <DataGrid
        aria-label={`${properties.displayName} metadata`}
        rows={rows}
        columns={columns}
        getRowId={(row) => row.id}
        rowCount={total}
        loading={loading}
        paginationMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={(model) =>
          onPage(model.pageSize === pageSize ? model.page + 1 : 1, model.pageSize)
        }
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        checkboxSelection
        // The header box ticks this page's rows only, keeping the ticks on other pages.
        disableRowSelectionExcludeModel
        keepNonExistentRowsSelected
        disableRowSelectionOnClick
        rowSelectionModel={selectionModel}
        onRowSelectionModelChange={(model) =>
          onSelectedRows(selectionAfterChange(selectedRows, pageRowIds, model as never))
        }
        onRowClick={(params) => choose(params.row)}
        onCellKeyDown={(params, event) => {
          if (event.key === "Enter" && params.field !== "__check__") choose(params.row);
        }}
        getRowClassName={(params) =>
          params.id === currentId && params.indexRelativeToCurrentPage === currentIndex
            ? "dp-current-row"
            : ""
        }
        disableColumnFilter
        disableColumnSorting
        columnVisibilityModel={visibility}
        onColumnVisibilityModelChange={setVisibility}
        slots={SLOTS}
        density="compact"
        sx={{
          height: gridHeight(pageSize),
          bgcolor: "background.paper",
          "& .dp-current-row": { outline: "2px solid", outlineColor: "primary.main", outlineOffset: -2 },
          "& .MuiDataGrid-row": { cursor: "pointer" },
        }}
      />
    </Box>
  );
}
