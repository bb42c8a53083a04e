import {
  Alert,
  Chip,
  LinearProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from "@mui/material";
import { type ReactNode, useState } from "react";
import { roleLabel } from "../../../lib/ability/index.ts";
import { errorMessage } from "../../../lib/api.ts";
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, type UserRow, useUsers } from "../api/get-users.ts";

const STATUS_COLOR = { active: "success", invited: "info", suspended: "warning" } as const;

/** A paged table of GET /api/users. */
export function UsersTable({
  label,
  emptyText,
  actions,
}: {
  label: string;
  emptyText: string;
  /** Row actions (the members page); the administrators page has none. */
  actions?: (user: UserRow) => ReactNode;
}) {
  const [page, setPage] = useState(DEFAULT_PAGE);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const users = useUsers({ page, pageSize });

  if (users.isError) {
    return (
      <Alert severity="error" role="alert">
        {errorMessage(users.error)}
      </Alert>
    );
  }

  const rows = users.data?.result ?? [];
  return (
    <Paper variant="outlined">
      {users.isFetching ? <LinearProgress aria-label="Loading" /> : null}
      <TableContainer>
        <Table aria-label={label} size="medium">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Email</TableCell>
              <TableCell>Role</TableCell>
              <TableCell>Status</TableCell>
              {actions ? <TableCell>Actions</TableCell> : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((user) => (
              <TableRow key={user.id} hover>
                <TableCell>
                  {user.name ?? "—"}
                  {user.isPrimary ? <Chip label="Primary" size="small" sx={{ ml: 1 }} /> : null}
                </TableCell>
                <TableCell>{user.email}</TableCell>
                <TableCell>{roleLabel(user.role)}</TableCell>
                <TableCell>
                  <Chip
                    label={user.status}
                    size="small"
                    color={STATUS_COLOR[user.status] ?? "default"}
                    variant="outlined"
                    sx={{ textTransform: "capitalize" }}
                  />
                </TableCell>
                {actions ? <TableCell>{actions(user)}</TableCell> : null}
              </TableRow>
            ))}
            {users.isSuccess && rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={actions ? 5 : 4}>
                  <Typography color="text.secondary" sx={{ py: 3, textAlign: "center" }}>
                    {emptyText}
                  </Typography>
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={users.data?.pageTotal ?? 0}
        page={page - 1}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[10, 25, 50]}
        onPageChange={(_event, next) => setPage(next + 1)}
        onRowsPerPageChange={(event) => {
          setPageSize(Number(event.target.value));
          setPage(DEFAULT_PAGE);
        }}
      />
    </Paper>
  );
}
