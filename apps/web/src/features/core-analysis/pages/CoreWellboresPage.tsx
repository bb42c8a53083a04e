import {
  Alert,
  Box,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
} from "@mui/material";
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { useCoreWellbores } from "../api/core-analysis.ts";

/** COREAI data: the wellbores with core analysis, filtered by name, field and block. */
export function CoreWellboresPage() {
  const [q, setQ] = useState("");
  const [field, setField] = useState("");
  const [block, setBlock] = useState("");
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const wellbores = useCoreWellbores({ q, field, block, page: page + 1, pageSize });
  const filter = (set: (v: string) => void) => (event: { target: { value: string } }) => {
    set(event.target.value);
    setPage(0);
  };
  return (
    <>
      <PageHeader
        title="COREAI data"
        subtitle="Core analysis on core plugs: porosity, permeability, grain density and saturations by depth, with core photographs."
      />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          label="Wellbore"
          value={q}
          onChange={filter(setQ)}
          size="small"
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField
          label="Field"
          value={field}
          onChange={filter(setField)}
          size="small"
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField
          label="Block"
          value={block}
          onChange={filter(setBlock)}
          size="small"
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      </Stack>
      {wellbores.isPending ? (
        <PageLoader />
      ) : wellbores.isError ? (
        <Alert severity="error" role="alert">
          {errorMessage(wellbores.error)}
        </Alert>
      ) : wellbores.data.items.length === 0 ? (
        <Alert severity="info">No wellbore with core data matches these filters.</Alert>
      ) : (
        <Paper variant="outlined">
          <TableContainer>
            <Table size="small" aria-label="Wellbores with core analysis data">
              <TableHead>
                <TableRow>
                  <TableCell>Wellbore</TableCell>
                  <TableCell>Field</TableCell>
                  <TableCell>Block</TableCell>
                  <TableCell align="right">Samples</TableCell>
                  <TableCell align="right">SCAL samples</TableCell>
                  <TableCell align="right">Photographs</TableCell>
                  <TableCell align="right">Cored interval (m MD)</TableCell>
                  <TableCell>Formations</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {wellbores.data.items.map((w) => (
                  <TableRow key={w.wellboreName} hover>
                    <TableCell>
                      <Link
                        component={RouterLink}
                        to={`/core-analysis/${encodeURIComponent(w.wellboreName)}`}
                      >
                        {w.wellboreName}
                      </Link>
                    </TableCell>
                    <TableCell>{w.field ?? "—"}</TableCell>
                    <TableCell>{w.block ?? "—"}</TableCell>
                    <TableCell align="right">{w.sampleCount}</TableCell>
                    <TableCell align="right">{w.scalCount}</TableCell>
                    <TableCell align="right">{w.photoCount}</TableCell>
                    <TableCell align="right">
                      {w.topDepthM.toFixed(1)}–{w.bottomDepthM.toFixed(1)}
                    </TableCell>
                    <TableCell>{w.formations.join(", ")}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Box>
            <TablePagination
              component="div"
              count={wellbores.data.total}
              page={page}
              onPageChange={(_, p) => setPage(p)}
              rowsPerPage={pageSize}
              rowsPerPageOptions={[10, 25, 50, 100]}
              onRowsPerPageChange={(e) => {
                setPageSize(Number(e.target.value));
                setPage(0);
              }}
            />
          </Box>
        </Paper>
      )}
    </>
  );
}

export { CoreWellboresPage as Component };
