import {
  Alert,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from "@mui/material";
import { formatDateTime, formatMonth, periodText } from "@strata/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { api, errorMessage } from "../../../lib/api.ts";
import { countFormat } from "../../../lib/format.ts";

const PAGE_SIZE = 10;

/** Data staff's history of changes: who loaded or corrected which well's months, and when. */
export function ProductionChanges() {
  const [page, setPage] = useState(1);
  const changes = useQuery({
    // Under "production-data": an applied upload refreshes it with the rest.
    queryKey: ["production-data", "changes", page],
    queryFn: ({ signal }) =>
      api.GET("/api/production-data/changes", { params: { query: { page, pageSize: PAGE_SIZE } }, signal }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <Typography variant="h3" sx={{ mt: 3, mb: 1 }} id="production-changes-heading">
        History of changes
      </Typography>
      {changes.isPending ? <LinearProgress aria-label="Loading the history of changes" /> : null}
      {changes.isError ? <Alert severity="error">{errorMessage(changes.error)}</Alert> : null}
      {changes.data && changes.data.total === 0 ? (
        <Typography color="text.secondary">No production has been loaded or corrected yet.</Typography>
      ) : null}
      {changes.data && changes.data.total > 0 ? (
        <>
          <Table size="small" aria-labelledby="production-changes-heading">
            <TableHead>
              <TableRow>
                <TableCell>When</TableCell>
                <TableCell>Who</TableCell>
                <TableCell>Wellbore</TableCell>
                <TableCell>Months</TableCell>
                <TableCell align="right">New months</TableCell>
                <TableCell align="right">Corrected months</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {changes.data.items.map((change) => (
                <TableRow key={change.id}>
                  <TableCell>
                    <time dateTime={change.at}>{formatDateTime(change.at)}</time>
                  </TableCell>
                  <TableCell>{change.actorName}</TableCell>
                  <TableCell>{change.wellboreName}</TableCell>
                  <TableCell>
                    {change.first && change.last
                      ? `${formatMonth(periodText(change.first))} – ${formatMonth(periodText(change.last))}`
                      : "—"}
                  </TableCell>
                  <TableCell align="right">{countFormat.format(change.added)}</TableCell>
                  <TableCell align="right">{countFormat.format(change.months - change.added)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={changes.data.total}
            page={page - 1}
            rowsPerPage={PAGE_SIZE}
            rowsPerPageOptions={[PAGE_SIZE]}
            onPageChange={(_, next) => setPage(next + 1)}
          />
        </>
      ) : null}
    </>
  );
}
