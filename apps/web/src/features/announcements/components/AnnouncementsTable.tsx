import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import { Box, Chip, IconButton, Tooltip } from "@mui/material";
import { formatDateTime, SDC_DISPLAY_NAMES } from "@strata/core";
import { type Column, DataTable, type ListParams } from "../../../components/admin/index.ts";
import { useAppAbility } from "../../../lib/ability/index.ts";
import type { AdminAnnouncement } from "../api/announcements.ts";

const COLUMNS: Column<AdminAnnouncement>[] = [
  {
    key: "title",
    label: "Title",
    render: (row) => <Box sx={{ maxWidth: 360, overflowWrap: "anywhere" }}>{row.title}</Box>,
  },
  { key: "category", label: "Category", render: (row) => SDC_DISPLAY_NAMES[row.sdcType] },
  {
    key: "published",
    label: "Published",
    render: (row) =>
      row.publishedAt ? (
        formatDateTime(row.publishedAt)
      ) : (
        <Chip label="Draft" size="small" variant="outlined" />
      ),
  },
  { key: "records", label: "Linked records", align: "right", render: (row) => row.recordIds.length },
];

/** The announcements in the one list layout; edit and delete for those who manage data preparation. */
export function AnnouncementsTable({
  rows,
  total,
  loading,
  error,
  params,
  onEdit,
  onDelete,
}: {
  rows: AdminAnnouncement[] | undefined;
  total: number | undefined;
  loading: boolean;
  error: unknown;
  params: ListParams<never>;
  onEdit: (announcement: AdminAnnouncement) => void;
  onDelete: (announcement: AdminAnnouncement) => void;
}) {
  const manages = useAppAbility().can("manage", "DataPreparation");
  const actions: Column<AdminAnnouncement> = {
    key: "actions",
    label: "Actions",
    align: "right",
    render: (row) => (
      <Box component="span" sx={{ whiteSpace: "nowrap" }}>
        <Tooltip title="Edit">
          <IconButton aria-label={`Edit ${row.title}`} onClick={() => onEdit(row)} size="small">
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title="Delete">
          <IconButton
            aria-label={`Delete ${row.title}`}
            onClick={() => onDelete(row)}
            size="small"
            color="error"
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
    ),
  };
  return (
    <DataTable
      label="Announcements"
      columns={manages ? [...COLUMNS, actions] : COLUMNS}
      rows={rows}
      total={total}
      loading={loading}
      error={error}
      emptyText="No announcements yet."
      params={params}
      rowKey={(row) => row.id}
    />
  );
}
