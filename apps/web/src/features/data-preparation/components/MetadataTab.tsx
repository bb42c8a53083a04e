import { Alert, Box, Chip, Skeleton, Typography } from "@mui/material";
import type { MetadataRow } from "@strata/core";
import { useEffect, useMemo, useRef } from "react";
import { errorMessage } from "../../../lib/api.ts";
import { useMetadata } from "../api/get-metadata.ts";
import { useMetadataProperties } from "../api/get-metadata-properties.ts";
import { useMetadataAdmin, useMetadataAdminDispatch } from "../state/MetadataAdminProvider.tsx";
import { listBody } from "../state/requests.ts";
import { BulkAddDialog } from "./BulkAddDialog.tsx";
import { ClearCacheDialog } from "./ClearCacheDialog.tsx";
import { DeleteDialog } from "./DeleteDialog.tsx";
import { ExportDialog } from "./ExportDialog.tsx";
import { FilterListPanel } from "./FilterListPanel.tsx";
import { countFormat } from "./format.ts";
import { InsertEditDialog } from "./InsertEditDialog.tsx";
import { MetadataGrid } from "./MetadataGrid.tsx";
import { MetadataLinkDialog } from "./MetadataLinkDialog.tsx";
import { MetadataToolbar } from "./MetadataToolbar.tsx";
import { SearchBar } from "./SearchBar.tsx";
import { SyncConfirmDialog } from "./SyncConfirmDialog.tsx";

/** The Metadata sub-tab: toolbar, search, filter list, the paged table and their dialogs. */
export function MetadataTab() {
  const state = useMetadataAdmin();
  const dispatch = useMetadataAdminDispatch();
  const { category, search } = state;
  const properties = useMetadataProperties(category);
  const body = useMemo(() => listBody({ category, search }), [category, search]);
  const listing = useMetadata(body);
  const total = listing.isError ? 0 : listing.data?.pageTotal;

  // Rows seen in this category, so the current record can be edited from another page.
  const seen = useRef(new Map<string, MetadataRow>());
  const seenCategory = useRef(category);
  if (seenCategory.current !== category) {
    seenCategory.current = category;
    seen.current = new Map();
  }
  const rows = listing.isError ? [] : (listing.data?.result ?? []);
  for (const row of rows) seen.current.set(row.id, row);
  const currentRow = state.selectedId ? (seen.current.get(state.selectedId) ?? null) : null;

  useEffect(() => {
    dispatch({ type: "listingChanged", loading: listing.isFetching, total });
  }, [listing.isFetching, total, dispatch]);

  return (
    <Box sx={{ display: "grid", gap: 2, minWidth: 0 }}>
      <MetadataToolbar currentRow={currentRow} />
      <SearchBar />
      <FilterListPanel properties={properties.data} />

      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "center", minHeight: 32 }}>
        <Typography role="status" aria-live="polite" data-testid="metadata-total" color="text.secondary">
          {listing.data && !listing.isError
            ? `${countFormat.format(search.total)} ${search.total === 1 ? "record" : "records"}`
            : ""}
        </Typography>
        {state.selectedRows.length > 0 ? (
          <Chip
            size="small"
            color="primary"
            data-testid="selected-rows"
            label={`${state.selectedRows.length} selected`}
            onDelete={() => dispatch({ type: "rowsSelected", ids: [] })}
          />
        ) : null}
        {state.selectedId ? (
          <Chip
            size="small"
            variant="outlined"
            data-testid="current-record"
            label={
              state.selectedRowIndex !== null
                ? `Current record: ${state.selectedId} (row ${state.selectedRowIndex + 1} on this page)`
                : `Current record: ${state.selectedId}`
            }
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            Click a row (or press Enter on it) to choose the current record.
          </Typography>
        )}
      </Box>

      {properties.isError ? (
        <Alert severity="error" role="alert">
          {errorMessage(properties.error)}
        </Alert>
      ) : null}
      {listing.isError ? (
        <Alert severity="error" role="alert">
          {errorMessage(listing.error)}
        </Alert>
      ) : null}

      {properties.data ? (
        <MetadataGrid
          key={category}
          properties={properties.data}
          rows={rows}
          total={total ?? 0}
          loading={listing.isFetching}
          page={search.page}
          pageSize={search.size}
          selectedRows={state.selectedRows}
          currentId={state.selectedId}
          currentIndex={state.selectedRowIndex}
          onPage={(page, size) => dispatch({ type: "pageChanged", page, size })}
          onSelectedRows={(ids) => dispatch({ type: "rowsSelected", ids })}
          onChooseRow={(index, row) => dispatch({ type: "rowChosen", index, id: row.id })}
        />
      ) : properties.isLoading ? (
        <Skeleton variant="rounded" height={480} aria-label="Loading the table" />
      ) : null}

      <InsertEditDialog properties={properties.data} record={currentRow} />
      <DeleteDialog />
      <ExportDialog />
      <BulkAddDialog />
      <ClearCacheDialog />
      <SyncConfirmDialog />
      <MetadataLinkDialog />
    </Box>
  );
}
