import CheckCircleOutlineIcon from "@mui/icons-material/CheckCircleOutlined";
import LockOutlinedIcon from "@mui/icons-material/LockOutlined";
import RemoveCircleOutlineIcon from "@mui/icons-material/RemoveCircleOutlined";
import { Box, Tooltip } from "@mui/material";
import type { GridColDef } from "@mui/x-data-grid";
import type { CatalogRow, RowDownload } from "@strata/core";
import { createContext, useContext } from "react";

/** The rows' download answers by record id (the page's `downloads`). */
export const DownloadsContext = createContext<ReadonlyMap<string, RowDownload>>(new Map());

/** A row's mark: downloadable, not released to the viewer (the refusal on hover), or without files. */
export function DownloadMark({ id }: { id: string }) {
  const download = useContext(DownloadsContext).get(id);
  if (!download) return null;
  const [Icon, text, color, hint] = download.refusal
    ? [LockOutlinedIcon, "Not in your plan", "warning.main", download.refusal.message]
    : !download.hasFiles
      ? [RemoveCircleOutlineIcon, "No files", "text.secondary", "This record has no files to download yet."]
      : [CheckCircleOutlineIcon, "Available", "success.main", "You may download this record."];
  return (
    <Tooltip title={hint}>
      <Box
        component="span"
        data-testid="download-mark"
        sx={{ display: "inline-flex", alignItems: "center", gap: 0.5, color }}
      >
        <Icon fontSize="small" aria-hidden />
        <Box component="span" sx={{ color: "text.primary", fontSize: "0.8125rem" }}>
          {text}
        </Box>
      </Box>
    </Tooltip>
  );
}

/** The catalogue's first column for viewers who build packages. */
export const DOWNLOAD_COLUMN: GridColDef<CatalogRow> = {
  field: "__download",
  headerName: "Download",
  description: "Whether you may download the record",
  sortable: false,
  filterable: false,
  disableColumnMenu: true,
  hideable: false,
  minWidth: 150,
  renderCell: (params) => <DownloadMark id={String(params.row.id)} />,
};
