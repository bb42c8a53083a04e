import {
  Alert,
  Box,
  Button,
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
import { CATALOG_TYPES, type MbrPlusRecord } from "@strata/core";
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { type MbrPlusFilters, useMbrPlusRecords, useTakeMbrPlusRecord } from "../api/mbr-plus.ts";

const TYPE_LABELS: Record<string, string> = {
  Seismic_2D: "2D seismic",
  Seismic_3D: "3D seismic",
  Well_Log: "Well log",
  Technical_Report: "Technical report",
  Non_Seismic: "Non-seismic",
};
const REGIONS = ["PM", "SK", "SB"];
const coord = (n: number) => n.toFixed(2);

/** The MBR+ datasets: browse them with filters; download with the mbr-plus add-on. */
export function MbrPlusPage() {
  const [filters, setFilters] = useState<MbrPlusFilters>({ page: 1 });
  const [text, setText] = useState("");
  const records = useMbrPlusRecords(filters);
  const take = useTakeMbrPlusRecord();
  const [taken, setTaken] = useState<Set<string>>(new Set());
  const set = (next: Partial<MbrPlusFilters>) => setFilters((f) => ({ ...f, ...next, page: next.page ?? 1 }));

  return (
    <>
      <PageHeader
        title="MBR-Plus"
        subtitle="The MBR+ datasets: records the data team releases beyond the bid rounds."
      />
      {records.data && !records.data.canDownload && (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button component={RouterLink} to={records.data.addOnPath} variant="contained" size="small">
              Add MBR-Plus to your subscription
            </Button>
          }
        >
          {records.data.message} You can browse them all here.
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack
          direction={{ xs: "column", md: "row" }}
          spacing={1}
          component="form"
          role="search"
          aria-label="Filter MBR+ records"
          onSubmit={(e) => {
            e.preventDefault();
            set({ q: text.trim() || undefined });
          }}
        >
          <TextField
            size="small"
            label="Search titles"
            value={text}
            onChange={(e) => setText(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <TextField
            size="small"
            select
            label="Category"
            value={filters.type ?? ""}
            onChange={(e) => set({ type: e.target.value || undefined })}
            sx={{ minWidth: 160 }}
          >
            <MenuItem value="">All categories</MenuItem>
            {CATALOG_TYPES.map((t) => (
              <MenuItem key={t} value={t}>
                {TYPE_LABELS[t]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            select
            label="Region"
            value={filters.region ?? ""}
            onChange={(e) => set({ region: e.target.value || undefined })}
            sx={{ minWidth: 120 }}
          >
            <MenuItem value="">All regions</MenuItem>
            {REGIONS.map((r) => (
              <MenuItem key={r} value={r}>
                {r}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label="Block"
            defaultValue=""
            onBlur={(e) => set({ block: e.target.value.trim() || undefined })}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <Button type="submit" variant="outlined">
            Search
          </Button>
        </Stack>
      </Paper>
      {records.isPending ? (
        <Typography>Loading the MBR+ records…</Typography>
      ) : records.isError ? (
        <Alert severity="error" role="alert">
          {errorMessage(records.error)}
        </Alert>
      ) : records.data.result.length === 0 ? (
        <Alert severity="info">No MBR+ records match these filters.</Alert>
      ) : (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {records.data.pageTotal} MBR+ record{records.data.pageTotal === 1 ? "" : "s"}
          </Typography>
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label="MBR+ records">
              <TableHead>
                <TableRow>
                  <TableCell>Title</TableCell>
                  <TableCell>Category</TableCell>
                  <TableCell>Region</TableCell>
                  <TableCell>Block</TableCell>
                  <TableCell align="right">Year</TableCell>
                  <TableCell>Extent (lon, lat °)</TableCell>
                  <TableCell>Download</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {records.data.result.map((r: MbrPlusRecord) => {
                  const key = `${r.type}:${r.id}`;
                  return (
                    <TableRow key={key}>
                      <TableCell>{r.title}</TableCell>
                      <TableCell>{TYPE_LABELS[r.type]}</TableCell>
                      <TableCell>{r.region}</TableCell>
                      <TableCell>{r.block ?? "—"}</TableCell>
                      <TableCell align="right">{r.year ?? "—"}</TableCell>
                      <TableCell>
                        {r.bbox
                          ? `${coord(r.bbox[0])}–${coord(r.bbox[2])}, ${coord(r.bbox[1])}–${coord(r.bbox[3])}`
                          : "—"}
                      </TableCell>
                      <TableCell>
                        {records.data.canDownload ? (
                          taken.has(key) ? (
                            <Button component={RouterLink} to="/downloads" size="small">
                              In your downloads
                            </Button>
                          ) : (
                            <Button
                              size="small"
                              variant="outlined"
                              disabled={take.isPending}
                              onClick={() =>
                                take.mutate(
                                  { type: r.type, id: r.id },
                                  { onSuccess: () => setTaken((s) => new Set(s).add(key)) },
                                )
                              }
                            >
                              Download
                            </Button>
                          )
                        ) : (
                          <Typography variant="body2" color="text.secondary">
                            Needs MBR-Plus
                          </Typography>
                        )}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
          {take.isError && (
            <Alert severity="error" role="alert" sx={{ mt: 1 }}>
              {errorMessage(take.error)}
            </Alert>
          )}
          <Box sx={{ display: "flex", justifyContent: "center", mt: 2 }}>
            <Pagination
              count={Math.max(1, Math.ceil(records.data.pageTotal / records.data.pageSize))}
              page={filters.page}
              onChange={(_, page) => setFilters((f) => ({ ...f, page }))}
              aria-label="MBR+ pages"
            />
          </Box>
        </>
      )}
    </>
  );
}

export { MbrPlusPage as Component };
