import {
  Alert,
  Box,
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
  useMediaQuery,
  useTheme,
} from "@mui/material";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { errorMessage } from "../../lib/api.ts";
import { countFormat } from "../../lib/format.ts";
import { isStringList, useStoredPreference } from "../../lib/use-stored-preference.ts";
import { ColumnChooser } from "./ColumnChooser.tsx";
import { DataCards } from "./DataCards.tsx";
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
  /** The page and page size from the address; left out for a short list the server answers whole (FAQs). */
  params?: Pick<ListParams<string>, "page" | "pageSize" | "setPage" | "setPageSize">;
  rowKey(row: T): string;
  /** Makes the first column a link to the row's page. */
  rowHref?(row: T): string;
  /** Where the "Columns" choice is remembered, when two lists share a label ("History of changes"). */
  preferenceKey?: string;
}

/** "1 row", "1,234 rows": the count above a list, of all its pages. */
export const rowCount = (n: number) => `${countFormat.format(n)} ${n === 1 ? "row" : "rows"}`;

/**
 * A server-paged staff list, laid out the same everywhere (decision 0227): the count of matching
 * rows and the "Columns" choice (remembered per list in this browser) above it, a header that stays
 * in view while the rows scroll, and cards instead of a table on a phone. The page and page size
 * come from the address (`useListParams`).
 */
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
  preferenceKey = label,
}: DataTableProps<T>) {
  const phone = useMediaQuery(useTheme().breakpoints.down("sm"));
  const [hidden, setHidden] = useStoredPreference<string[]>(`columns.${preferenceKey}`, [], isStringList);
  if (error) {
    return (
      <Alert severity="error" role="alert">
        {errorMessage(error)}
      </Alert>
    );
  }
  const list = rows ?? [];
  const shown = columns.filter((c, i) => i === 0 || !hidden.includes(c.key));
  return (
    <Paper variant="outlined">
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, px: 2, py: 0.5, minHeight: 40 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }} aria-live="polite">
          {total === undefined ? "" : rowCount(total)}
        </Typography>
        {/* On a phone too: the cards show the same columns, so the choice must be reachable there. */}
        <ColumnChooser columns={columns} hidden={hidden} onChange={setHidden} />
      </Box>
      {loading ? <LinearProgress aria-label="Loading" /> : <Box sx={{ height: 4 }} />}
      {phone ? (
        <DataCards label={label} columns={shown} rows={list} rowKey={rowKey} rowHref={rowHref} />
      ) : (
        <TableContainer
          // It scrolls (a long page of rows under its sticky header, or wide columns): a keyboard
          // user reaches it with Tab and scrolls it with the arrow keys.
          tabIndex={0}
          sx={{ maxHeight: "max(360px, calc(100dvh - 260px))" }}
        >
          <Table aria-label={label} size="small" aria-busy={loading} stickyHeader>
            <TableHead>
              <TableRow>
                {shown.map((c) => (
                  <TableCell key={c.key} align={c.align} sx={{ fontWeight: 600 }}>
                    {c.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {list.map((row) => (
                <TableRow key={rowKey(row)} hover>
                  {shown.map((c, i) => (
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
                  <TableCell colSpan={shown.length}>
                    <Typography color="text.secondary" sx={{ py: 3, textAlign: "center" }}>
                      {emptyText}
                    </Typography>
                  </TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {phone && !loading && list.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: "center" }}>
          {emptyText}
        </Typography>
      ) : null}
      {params ? (
        <TablePagination
          component="div"
          count={total ?? 0}
          page={Math.max(0, params.page - 1)}
          rowsPerPage={params.pageSize}
          rowsPerPageOptions={[...PAGE_SIZE_OPTIONS]}
          onPageChange={(_, page) => params.setPage(page + 1)}
          onRowsPerPageChange={(event) => params.setPageSize(Number(event.target.value))}
        />
      ) : null}
    </Paper>
  );
}
