import { Alert, Box, Typography } from "@mui/material";
import { DataGrid, type GridColDef, type GridValidRowModel } from "@mui/x-data-grid";
import { useMemo } from "react";
import { errorMessage } from "../../../lib/api.ts";
import { DEFAULT_PAGE_SIZE } from "../state/metadata-admin-state.ts";

export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100];

/** Tall enough for a page of compact rows, header and footer, within reason for long pages. */
export const gridHeight = (pageSize: number) => Math.min(Math.max(pageSize, 5), 15) * 36 + 112;

function EmptyText({ text }: { text: string }) {
  return (
    <Box sx={{ height: "100%", display: "flex", alignItems: "center", justifyContent: "center", p: 2 }}>
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}

/** A read-only server-paged list of one sub-tab (unlinked files, invalid files, GIS lists). */
export function PagedGrid<Row extends GridValidRowModel>({
  label,
  rows,
  columns,
  getRowId,
  total,
  loading,
  error,
  page,
  pageSize,
  onPage,
  emptyText,
}: {
  label: string;
  rows: Row[];
  columns: GridColDef<Row>[];
  getRowId: (row: Row) => string;
  total: number;
  loading: boolean;
  error: unknown;
  page: number;
  pageSize: number;
  onPage: (page: number, pageSize: number) => void;
  emptyText: string;
}) {
  const paginationModel = useMemo(() => ({ page: page - 1, pageSize }), [page, pageSize]);
  const slots = useMemo(() => ({ noRowsOverlay: () => <EmptyText text={emptyText} /> }), [emptyText]);
  return (
    <Box sx={{ width: "100%", minWidth: 0 }}>
      {error ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {errorMessage(error)}
        </Alert>
      ) : null}
      <DataGrid
        aria-label={label}
        rows={error ? [] : rows}
        columns={columns}
        getRowId={getRowId}
        rowCount={error ? 0 : total}
        loading={loading}
        paginationMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={(model) =>
          onPage(model.pageSize === pageSize ? model.page + 1 : 1, model.pageSize)
        }
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        disableRowSelectionOnClick
        disableColumnFilter
        density="compact"
        slots={slots}
        sx={{ height: gridHeight(pageSize ?? DEFAULT_PAGE_SIZE), bgcolor: "background.paper" }}
      />
    </Box>
  );
}
