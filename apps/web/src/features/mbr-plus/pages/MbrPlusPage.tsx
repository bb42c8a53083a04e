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
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from "@mui/material";
import { CATALOG_TYPES, type MbrPlusRecord } from "@strata/core";
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { ConfirmDialog } from "../../../components/admin/ConfirmDialog.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { useAppAbility } from "../../../lib/ability/index.ts";
import { errorMessage } from "../../../lib/api.ts";
import {
  type MbrPlusFilters,
  useMbrPlusRecords,
  useSetMbrPlusFlag,
  useTakeMbrPlusRecord,
} from "../api/mbr-plus.ts";
import { TYPE_LABELS } from "../components/labels.ts";
import { MbrPlusMap } from "../components/MbrPlusMap.tsx";

type View = "list" | "map";

const REGIONS = ["PM", "SK", "SB"];
const coord = (n: number) => n.toFixed(2);

/** The MBR+ datasets: browse them with filters; download with the mbr-plus add-on. */
export function MbrPlusPage() {
  const [filters, setFilters] = useState<MbrPlusFilters>({ page: 1 });
  const [text, setText] = useState("");
  const [view, setView] = useState<View>("list");
  const records = useMbrPlusRecords({ ...filters, pageSize: view === "map" ? 100 : 20 });
  const canManage = useAppAbility().can("manage", "MBR-Plus");
  const flag = useSetMbrPlusFlag();
  const [removing, setRemoving] = useState<MbrPlusRecord | null>(null);
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
            onChange={(e) => set({ type: CATALOG_TYPES.find((type) => type === e.target.value) })}
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
      <ToggleButtonGroup
        exclusive
        size="small"
        value={view}
        onChange={(_, next: View | null) => {
          if (!next) return;
          setView(next);
          setFilters((f) => ({ ...f, page: 1 }));
        }}
        aria-label="Show the MBR+ records as"
        sx={{ mb: 2 }}
      >
        <ToggleButton value="list">List</ToggleButton>
        <ToggleButton value="map">Map</ToggleButton>
      </ToggleButtonGroup>
      {records.isPending ? (
        <Typography>Loading the MBR+ records…</Typography>
      ) : records.isError ? (
        <Alert severity="error" role="alert">
          {errorMessage(records.error)}
        </Alert>
      ) : records.data.result.length === 0 ? (
        <Alert severity="info">No MBR+ records match these filters.</Alert>
      ) : view === "map" ? (
        <>
          <MbrPlusMap records={records.data.result} />
          {records.data.pageTotal > records.data.pageSize && (
            <Box sx={{ display: "flex", justifyContent: "center", mt: 2 }}>
              <Pagination
                count={Math.ceil(records.data.pageTotal / records.data.pageSize)}
                page={filters.page}
                onChange={(_, page) => setFilters((f) => ({ ...f, page }))}
                aria-label="MBR+ map pages"
              />
            </Box>
          )}
        </>
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
                  {canManage && <TableCell>MBR+</TableCell>}
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
                      {canManage && (
                        <TableCell>
                          <Button size="small" color="error" onClick={() => setRemoving(r)}>
                            Remove from MBR+
                          </Button>
                        </TableCell>
                      )}
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
      <ConfirmDialog
        open={removing !== null}
        title="Remove this record from MBR+?"
        message={
          removing
            ? `“${removing.title}” leaves the MBR+ collection: users no longer see it here. You can flag it again from its page in the catalogue.`
            : ""
        }
        confirmLabel="Remove from MBR+"
        destructive
        onConfirm={async () => {
          if (removing) await flag.mutateAsync({ type: removing.type, id: removing.id, mbrPlus: false });
        }}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}

export { MbrPlusPage as Component };
