import {
  Alert,
  LinearProgress,
  Link,
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
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { errorMessage } from "../../lib/api.ts";
import { type ListParams, PAGE_SIZE_OPTIONS } from "./list-params.ts";

export interface Column<T> {
  key: string;
  label: string;
  render(row: T): ReactNode;
  align?: "left" | "right" | "center";
}

export interface DataTableProps<T> {
  /** The table's accessible name ("Applications"). */
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  /** Matching rows over all pages (`pageTotal`). */
  total: number | undefined;
  loading: boolean;
  error?: unknown;
  emptyText: string;
  params: Pick<ListParams<string>, "page" | "pageSize" | "setPage" | "setPageSize">;
  rowKey(row: T): string;
  /** Makes the first column a link to the row's page. */
  rowHref?(row: T): string;
}

/** A server-paged table: the page and page size come from the address (`useListParams`). */
export function DataTable<T>({
  label,
  columns,
  rows,
  total,
  loading,
  error,
  emptyText,
  params,
  rowKey,
  rowHref,
}: DataTableProps<T>) {
  if (error) {
    return (
      <Alert severity="error" role="alert">
        {errorMessage(error)}
      </Alert>
    );
  }
  const list = rows ?? [];
  return (
    <Paper variant="outlined">
      {loading ? <LinearProgress aria-label="Loading" /> : null}
      <TableContainer>
        <Table aria-label={label} size="small" aria-busy={loading}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c.key} align={c.align} sx={{ fontWeight: 600 }}>
                  {c.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {list.map((row) => (
              <TableRow key={rowKey(row)} hover>
                {columns.map((c, i) => (
                  <TableCell key={c.key} align={c.align}>
                    {i === 0 && rowHref ? (
                      <Link component={RouterLink} to={rowHref(row)}>
                        {c.render(row)}
                      </Link>
                    ) : (
                      c.render(row)
                    )}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {!loading && list.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length}>
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
        count={total ?? 0}
        page={Math.max(0, params.page - 1)}
        rowsPerPage={params.pageSize}
        rowsPerPageOptions={[...PAGE_SIZE_OPTIONS]}
        onPageChange={(_, page) => params.setPage(page + 1)}
        onRowsPerPageChange={(event) => params.setPageSize(Number(event.target.value))}
      />
    </Paper>
  );
}
