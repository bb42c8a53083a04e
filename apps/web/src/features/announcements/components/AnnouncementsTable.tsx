import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import {
  Chip,
  IconButton,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Tooltip,
} from "@mui/material";
import { formatDateTime, SDC_DISPLAY_NAMES } from "@strata/core";
import { Can } from "../../../lib/ability/index.ts";
import type { AdminAnnouncement } from "../api/announcements.ts";

export function AnnouncementsTable({
  rows,
  total,
  page,
  pageSize,
  onPageChange,
  onEdit,
  onDelete,
}: {
  rows: AdminAnnouncement[];
  total: number;
  /** One-based. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onEdit: (announcement: AdminAnnouncement) => void;
  onDelete: (announcement: AdminAnnouncement) => void;
}) {
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label="Announcements">
          <TableHead>
            <TableRow>
              <TableCell>Title</TableCell>
              <TableCell>Category</TableCell>
              <TableCell>Published</TableCell>
              <TableCell align="right">Linked records</TableCell>
              <Can I="manage" a="DataPreparation">
                <TableCell align="right">Actions</TableCell>
              </Can>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id} hover>
                <TableCell sx={{ maxWidth: 360, overflowWrap: "anywhere" }}>{row.title}</TableCell>
                <TableCell>{SDC_DISPLAY_NAMES[row.sdcType]}</TableCell>
                <TableCell>
                  {row.publishedAt ? (
                    formatDateTime(row.publishedAt)
                  ) : (
                    <Chip label="Draft" size="small" variant="outlined" />
                  )}
                </TableCell>
                <TableCell align="right">{row.recordIds.length}</TableCell>
                <Can I="manage" a="DataPreparation">
                  <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
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
                  </TableCell>
                </Can>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={page - 1}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[]}
        onPageChange={(_event, next) => onPageChange(next + 1)}
      />
    </Paper>
  );
}
