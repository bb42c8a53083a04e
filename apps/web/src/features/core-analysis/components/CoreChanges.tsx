import {
  Alert,
  LinearProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from "@mui/material";
import { formatDateTime } from "@strata/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { api, errorMessage } from "../../../lib/api.ts";
import { countFormat } from "../../../lib/format.ts";
import { coreKey } from "../api/core-analysis.ts";

const PAGE_SIZE = 10;

const depths = (top: number | null, bottom: number | null) =>
  top === null || bottom === null ? "—" : top === bottom ? `${top} m` : `${top}–${bottom} m`;

/** Data staff's history of changes to core data: per upload and wellbore, who added or corrected what. */
export function CoreChanges() {
  const [page, setPage] = useState(1);
  const changes = useQuery({
    // Under the core-analysis key: an applied import or a new photograph refreshes it.
    queryKey: [...coreKey, "changes", page],
    queryFn: ({ signal }) =>
      api.GET("/api/core-analysis/changes", { params: { query: { page, pageSize: PAGE_SIZE } }, signal }),
    placeholderData: keepPreviousData,
  });
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h2" gutterBottom id="core-changes-heading">
        History of changes
      </Typography>
      {changes.isPending ? <LinearProgress aria-label="Loading the history of changes" /> : null}
      {changes.isError ? <Alert severity="error">{errorMessage(changes.error)}</Alert> : null}
      {changes.data && changes.data.total === 0 ? (
        <Typography color="text.secondary">No core data has been loaded or corrected yet.</Typography>
      ) : null}
      {changes.data && changes.data.total > 0 ? (
        <>
          <Table size="small" aria-labelledby="core-changes-heading">
            <TableHead>
              <TableRow>
                <TableCell>When</TableCell>
                <TableCell>Who</TableCell>
                <TableCell>Wellbore</TableCell>
                <TableCell align="right">Plugs added</TableCell>
                <TableCell align="right">Plugs corrected</TableCell>
                <TableCell align="right">Photographs added</TableCell>
                <TableCell>Depths (MD)</TableCell>
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
                  <TableCell align="right">{countFormat.format(change.samplesAdded)}</TableCell>
                  <TableCell align="right">{countFormat.format(change.samplesCorrected)}</TableCell>
                  <TableCell align="right">{countFormat.format(change.photosAdded)}</TableCell>
                  <TableCell>{depths(change.topDepthM, change.bottomDepthM)}</TableCell>
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
    </Paper>
  );
}
