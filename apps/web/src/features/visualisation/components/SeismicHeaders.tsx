import {
  Box,
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
import { useState } from "react";
import { MAX_TRACE_HEADERS, useSeismicHeaders } from "../api/get-seismic-headers.ts";
import type { HeaderWord } from "../api/types.ts";
import { PreviewError } from "./PreviewError.tsx";

const word = (key: HeaderWord | null) => (key ? `${key.name} (byte ${key.byte})` : "none found");

/** The file's textual and binary headers, its trace headers a page at a time, and the suggested keys. */
export function SeismicHeaders({ fileId, traceCount }: { fileId: string; traceCount: number }) {
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(50);
  const headers = useSeismicHeaders(fileId, page * perPage, perPage);
  if (headers.isPending) return <LinearProgress aria-label="Loading the headers" />;
  if (headers.isError) return <PreviewError error={headers.error} />;
  const { textual, binary, traces, suggestedKeys } = headers.data;
  const traceNumbers = Array.from({ length: traces.count }, (_, row) => traces.start + row);
  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h3" gutterBottom>
          Suggested keys
        </Typography>
        <Typography>
          Primary: {word(suggestedKeys.primary)} · Secondary: {word(suggestedKeys.secondary)}
        </Typography>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h3" gutterBottom>
          Textual header ({textual.encoding.toUpperCase()})
        </Typography>
        <Box
          component="pre"
          sx={{ fontFamily: "monospace", fontSize: 13, m: 0, overflowX: "auto", lineHeight: 1.4 }}
        >
          {textual.cards.join("\n")}
        </Box>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h3" gutterBottom>
          Binary header
        </Typography>
        <TableContainer sx={{ maxHeight: 420 }}>
          <Table size="small" stickyHeader aria-label="Binary header">
            <TableHead>
              <TableRow>
                <TableCell>Field</TableCell>
                <TableCell align="right">Byte</TableCell>
                <TableCell align="right">Value</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {binary.map((field) => (
                <TableRow key={`${field.byte}-${field.name}`}>
                  <TableCell>{field.name}</TableCell>
                  <TableCell align="right">{field.byte}</TableCell>
                  <TableCell align="right">{field.value}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h3" gutterBottom>
          Trace headers
        </Typography>
        {headers.isFetching ? <LinearProgress aria-label="Loading trace headers" /> : null}
        <TableContainer sx={{ maxHeight: 520 }}>
          <Table size="small" stickyHeader aria-label="Trace headers">
            <TableHead>
              <TableRow>
                <TableCell>Trace</TableCell>
                {traces.fields.map((field) => (
                  <TableCell key={`${field.byte}-${field.name}`} align="right" title={`byte ${field.byte}`}>
                    {field.name}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {traceNumbers.map((trace) => (
                <TableRow key={trace}>
                  <TableCell>{trace}</TableCell>
                  {traces.fields.map((field) => (
                    <TableCell key={`${field.byte}-${field.name}`} align="right">
                      {field.values[trace - traces.start]}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={traceCount}
          page={page}
          onPageChange={(_, next) => setPage(next)}
          rowsPerPage={perPage}
          rowsPerPageOptions={[50, 100, MAX_TRACE_HEADERS]}
          onRowsPerPageChange={(event) => {
            setPerPage(Number(event.target.value));
            setPage(0);
          }}
        />
      </Paper>
    </Box>
  );
}
