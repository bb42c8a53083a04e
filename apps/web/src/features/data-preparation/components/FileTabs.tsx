import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import type { GridColDef } from "@mui/x-data-grid";
import type { InvalidFile, StorageFile, UnlinkedFilesResponse } from "@strata/core";
import { useState } from "react";
import { useInvalidFiles, useUnlinkFiles } from "../api/files.ts";
import { useMetadataAdmin } from "../state/MetadataAdminProvider.tsx";
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from "../state/metadata-admin-state.ts";
import { formatBytes } from "./format.ts";
import { PagedGrid } from "./PagedGrid.tsx";

const FILE_COLUMNS: GridColDef<StorageFile>[] = [
  { field: "name", headerName: "File", minWidth: 220, flex: 1, sortable: false },
  { field: "folder", headerName: "Folder", minWidth: 260, flex: 1, sortable: false },
  { field: "format", headerName: "Format", minWidth: 90, sortable: false },
  {
    field: "size",
    headerName: "Size",
    type: "number",
    minWidth: 100,
    sortable: false,
    valueFormatter: (value: number) => formatBytes(value),
  },
];

type UnlinkedFile = UnlinkedFilesResponse["result"][number];

const UNLINKED_COLUMNS: GridColDef<UnlinkedFile>[] = [
  ...(FILE_COLUMNS as GridColDef<UnlinkedFile>[]),
  {
    field: "reason",
    headerName: "Why unlinked",
    minWidth: 260,
    flex: 1.5,
    sortable: false,
    valueFormatter: (value: string | null) => value ?? "—",
  },
];

const INVALID_COLUMNS: GridColDef<InvalidFile>[] = [
  ...(FILE_COLUMNS as GridColDef<InvalidFile>[]),
  { field: "reason", headerName: "Reason", minWidth: 280, flex: 1.5, sortable: false },
];

function usePaging() {
  const [paging, setPaging] = useState({ page: DEFAULT_PAGE, size: DEFAULT_PAGE_SIZE });
  return { ...paging, onPage: (page: number, size: number) => setPaging({ page, size }) };
}

/** UnlinkFile: files in storage that the last sync could not match to a record. */
export function UnlinkFileTab() {
  const { category } = useMetadataAdmin();
  const paging = usePaging();
  const files = useUnlinkFiles({ ingestType: category, pageNumber: paging.page, pageSize: paging.size });
  return (
    <PagedGrid
      label="Unlinked files"
      rows={files.data?.result ?? []}
      columns={UNLINKED_COLUMNS}
      getRowId={(row) => row.fileid}
      total={files.data?.pageTotal ?? 0}
      loading={files.isFetching}
      error={files.error}
      page={paging.page}
      pageSize={paging.size}
      onPage={paging.onPage}
      emptyText="No unlinked files. Synchronize to scan the storage again."
    />
  );
}

/** InvalidFile: unreadable files and names or folders that break the conventions, and bad table headers. */
export function InvalidFileTab() {
  const { category } = useMetadataAdmin();
  const paging = usePaging();
  const files = useInvalidFiles({ ingestType: category, pageNumber: paging.page, pageSize: paging.size });
  const headers = files.data?.invalidHeaders ?? [];
  return (
    <Box sx={{ display: "grid", gap: 3 }}>
      <PagedGrid
        label="Invalid files"
        rows={files.data?.result ?? []}
        columns={INVALID_COLUMNS}
        getRowId={(row) => row.fileid}
        total={files.data?.pageTotal ?? 0}
        loading={files.isFetching}
        error={files.error}
        page={paging.page}
        pageSize={paging.size}
        onPage={paging.onPage}
        emptyText="No invalid files."
      />
      <Box component="section" aria-labelledby="dp-invalid-headers">
        <Typography id="dp-invalid-headers" variant="h2" sx={{ fontSize: "1.1rem", mb: 1 }}>
          Invalid table headers
        </Typography>
        {headers.length === 0 ? (
          <Typography color="text.secondary">No invalid table headers.</Typography>
        ) : (
          <TableContainer sx={{ border: 1, borderColor: "divider", borderRadius: 1 }}>
            <Table size="small" aria-labelledby="dp-invalid-headers">
              <TableHead>
                <TableRow>
                  <TableCell>File</TableCell>
                  <TableCell>Reason</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {headers.map((header) => (
                  <TableRow key={header.path}>
                    <TableCell sx={{ wordBreak: "break-all" }}>{header.path}</TableCell>
                    <TableCell>{header.reason}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Box>
    </Box>
  );
}
