import {
  Alert,
  Box,
  Button,
  Link,
  MenuItem,
  Pagination,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from "@mui/material";
import { formatDateTime, VDR_ACCESS_KINDS, type VdrAccessEntry } from "@strata/core";
import { type FormEvent, useState } from "react";
import { Link as RouterLink } from "react-router";
import { DateField } from "../../../components/DateField.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { useAppAbility } from "../../../lib/ability/index.ts";
import { errorMessage } from "../../../lib/api.ts";
import { recordPath } from "../../../lib/catalog-links.ts";
import { useVdrAccessLog, type VdrAccessFilters } from "../api/vdr-access-log.ts";

const KIND_LABELS: Record<VdrAccessEntry["kind"], string> = {
  view: "Opened the record",
  preview: "Opened a preview",
  download: "Downloaded its files",
};
const TYPE_LABELS: Record<string, string> = {
  Seismic_2D: "2D seismic",
  Seismic_3D: "3D seismic",
  Well_Log: "Well log",
  Technical_Report: "Technical report",
  Non_Seismic: "Non-seismic",
};

/** VDR staff: who in each virtual data room opened which record page or preview, or downloaded which record (decision 0217). */
export function VdrAccessLogPage() {
  const [filters, setFilters] = useState<VdrAccessFilters>({ page: 1 });
  const [draft, setDraft] = useState({ q: "", from: "", to: "" });
  const log = useVdrAccessLog(filters);
  const ability = useAppAbility();
  // Staff without the catalogue (the MBR admin) read the record's id; the others open it.
  const canOpenCatalog = ability.can("view", "SmartDataCatalog");
  const set = (next: Partial<VdrAccessFilters>) =>
    setFilters((f) => ({ ...f, ...next, page: next.page ?? 1 }));
  const search = (event: FormEvent) => {
    event.preventDefault();
    set({ q: draft.q.trim() || undefined, from: draft.from || undefined, to: draft.to || undefined });
  };

  return (
    <>
      <PageHeader
        title="VDR access log"
        subtitle="Who in each virtual data room opened which record or preview, or downloaded its files, newest first."
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack
          direction={{ xs: "column", md: "row" }}
          spacing={1}
          component="form"
          role="search"
          aria-label="Filter the VDR access log"
          onSubmit={search}
          sx={{ flexWrap: "wrap" }}
        >
          <TextField
            size="small"
            select
            label="Data room"
            value={filters.organisation ?? ""}
            onChange={(e) => set({ organisation: e.target.value || undefined })}
            sx={{ minWidth: 220 }}
          >
            <MenuItem value="">All data rooms</MenuItem>
            {(log.data?.organisations ?? []).map((o) => (
              <MenuItem key={o.id} value={o.id}>
                {o.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            select
            label="Opened"
            value={filters.kind ?? ""}
            onChange={(e) => set({ kind: VDR_ACCESS_KINDS.find((kind) => kind === e.target.value) })}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="">Records, previews and downloads</MenuItem>
            <MenuItem value="view">Records</MenuItem>
            <MenuItem value="preview">Previews</MenuItem>
            <MenuItem value="download">Downloads</MenuItem>
          </TextField>
          <TextField
            size="small"
            label="User name or e-mail"
            value={draft.q}
            onChange={(e) => setDraft((d) => ({ ...d, q: e.target.value }))}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <DateField
            size="small"
            label="From"
            value={draft.from}
            onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
          />
          <DateField
            size="small"
            label="To"
            value={draft.to}
            onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
          />
          <Button type="submit" variant="outlined">
            Search
          </Button>
        </Stack>
      </Paper>
      {log.isPending ? (
        <Typography>Loading the access log…</Typography>
      ) : log.isError ? (
        <Alert severity="error" role="alert">
          {errorMessage(log.error)}
        </Alert>
      ) : log.data.result.length === 0 ? (
        <Alert severity="info">
          Nobody in a data room opened or downloaded a record that matches these filters.
        </Alert>
      ) : (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {log.data.pageTotal} opening{log.data.pageTotal === 1 ? "" : "s"}
          </Typography>
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label="VDR access log">
              <TableHead>
                <TableRow>
                  <TableCell>When</TableCell>
                  <TableCell>Data room</TableCell>
                  <TableCell>User</TableCell>
                  <TableCell>What</TableCell>
                  <TableCell>Record</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {log.data.result.map((e) => (
                  <TableRow key={e.id}>
                    <TableCell>{formatDateTime(e.at)}</TableCell>
                    <TableCell>{e.organisationName}</TableCell>
                    <TableCell>
                      {e.userName ?? "A deleted user"}
                      {e.userEmail ? (
                        <Typography
                          variant="body2"
                          color="text.secondary"
                          component="span"
                          sx={{ display: "block" }}
                        >
                          {e.userEmail}
                        </Typography>
                      ) : null}
                    </TableCell>
                    <TableCell>{KIND_LABELS[e.kind]}</TableCell>
                    <TableCell>
                      {e.sdcType && e.recordId && !canOpenCatalog ? (
                        `${TYPE_LABELS[e.sdcType]} ${e.recordId}`
                      ) : e.sdcType && e.recordId ? (
                        <Link component={RouterLink} to={recordPath(e.sdcType, e.recordId)}>
                          {TYPE_LABELS[e.sdcType]} {e.recordId}
                        </Link>
                      ) : (
                        "—"
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Box sx={{ display: "flex", justifyContent: "center", mt: 2 }}>
            <Pagination
              count={Math.max(1, Math.ceil(log.data.pageTotal / log.data.pageSize))}
              page={filters.page}
              onChange={(_, page) => setFilters((f) => ({ ...f, page }))}
              aria-label="Access log pages"
            />
          </Box>
        </>
      )}
    </>
  );
}

export { VdrAccessLogPage as Component };
