import {
  Alert,
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from "@mui/material";
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { CuratedForYou } from "../../curated-packages/index.ts";
import { usePackages } from "../api/get-packages.ts";
import { formatDate, formatSize } from "../components/format.ts";
import { PackageProgress } from "../components/PackageProgress.tsx";
import { PackageStatusChip } from "../components/PackageStatusChip.tsx";

/** The user's packages: status, live progress while preparing, size, credits and expiry. */
export function DownloadsPage() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const list = usePackages({ page, pageSize });
  const rows = list.data?.result ?? [];
  const preparing = rows.some((p) => p.status === "preparing");
  // The package page follows one preparation over its socket room; the list re-reads while any runs.
  usePackages({ page, pageSize }, { refetchInterval: preparing ? 1500 : false });

  return (
    <>
      <PageHeader
        title="Download manager"
        subtitle="Add records from the catalogue or a record page, confirm the package, and download it as one ZIP with a checksum manifest."
      />
      <CuratedForYou />
      {list.isError ? <Alert severity="error">{errorMessage(list.error)}</Alert> : null}
      <Paper variant="outlined">
        {list.data && rows.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            No packages yet. Select records in the catalogue and choose “Add to download package”.
          </Typography>
        ) : (
          <Table size="small" aria-label="Download packages">
            <TableHead>
              <TableRow>
                <TableCell>Package</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Records</TableCell>
                <TableCell align="right">Size</TableCell>
                <TableCell align="right">Credits</TableCell>
                <TableCell>Created</TableCell>
                <TableCell>Expires</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((p) => (
                <TableRow key={p.id} data-testid="package-row">
                  <TableCell sx={{ minWidth: 220 }}>
                    <Link component={RouterLink} to={`/downloads/${p.id}`}>
                      {p.name}
                    </Link>
                    {p.status === "preparing" ? <PackageProgress progress={p.progress} /> : null}
                    {p.error ? (
                      <Typography variant="body2" color="error">
                        {p.error}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell>
                    <PackageStatusChip status={p.status} />
                  </TableCell>
                  <TableCell align="right">{p.itemCount}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                    {formatSize(p.zipSizeBytes ?? p.sizeBytes)}
                  </TableCell>
                  <TableCell align="right">{p.credits}</TableCell>
                  <TableCell sx={{ whiteSpace: "nowrap" }}>{formatDate(p.createdAt)}</TableCell>
                  <TableCell sx={{ whiteSpace: "nowrap" }}>{formatDate(p.expiresAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <TablePagination
          component="div"
          count={list.data?.pageTotal ?? 0}
          page={page - 1}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[10, 25, 50]}
          onPageChange={(_, next) => setPage(next + 1)}
          onRowsPerPageChange={(e) => {
            setPageSize(Number(e.target.value));
            setPage(1);
          }}
        />
      </Paper>
    </>
  );
}

export { DownloadsPage as Component };
