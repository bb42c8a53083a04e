import {
  Alert,
  Box,
  Button,
  MenuItem,
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
import { PageLoader } from "../../../components/PageLoader.tsx";
import { visuallyHidden } from "../../../components/visually-hidden.ts";
import { errorMessage } from "../../../lib/api.ts";
import { type RankingParams, type Subject, useRanking, useRankingFilters } from "../api/well-analytics.ts";
import { formatNumber, formatVolume } from "./format.ts";

const STREAM_LABEL = { oil: "oil", gas: "gas", water: "water", condensate: "condensate" } as const;

/** Wells or fields ranked by cumulative volume or peak rate, filtered by block, operator and region. */
export function RankingsTable({ onOpen }: { onOpen: (subject: Subject) => void }) {
  const [params, setParams] = useState<RankingParams>({
    of: "wells",
    by: "cumulative",
    stream: "oil",
    offset: 0,
    limit: 10,
  });
  const filters = useRankingFilters();
  const ranking = useRanking(params);
  const set = (patch: Partial<RankingParams>) => setParams((p) => ({ ...p, offset: 0, ...patch }));
  const choice = (label: string, key: "block" | "operator" | "region", options: string[] | undefined) => (
    <TextField
      select
      size="small"
      label={label}
      value={params[key] ?? ""}
      onChange={(e) => set({ [key]: e.target.value === "" ? undefined : e.target.value })}
      sx={{ minWidth: 150 }}
    >
      <MenuItem value="">Any</MenuItem>
      {(options ?? []).map((o) => (
        <MenuItem key={o} value={o}>
          {o}
        </MenuItem>
      ))}
    </TextField>
  );
  const unit = params.by === "cumulative" ? "Sm³" : "Sm³/d";
  const valueLabel =
    params.by === "cumulative"
      ? `Cumulative ${STREAM_LABEL[params.stream]} (Sm³)`
      : `Peak ${STREAM_LABEL[params.stream]} rate (Sm³/d)`;

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: "column", md: "row" }} spacing={2} useFlexGap sx={{ flexWrap: "wrap" }}>
        <TextField
          select
          size="small"
          label="Rank"
          value={params.of}
          onChange={(e) => set({ of: e.target.value as RankingParams["of"] })}
          sx={{ minWidth: 120 }}
        >
          <MenuItem value="wells">Wells</MenuItem>
          <MenuItem value="fields">Fields</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="By"
          value={params.by}
          onChange={(e) => {
            const by = e.target.value as RankingParams["by"];
            set({ by, stream: by === "peak-rate" && params.stream !== "gas" ? "oil" : params.stream });
          }}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="cumulative">Cumulative</MenuItem>
          <MenuItem value="peak-rate">Peak rate</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="Stream"
          value={params.stream}
          onChange={(e) => set({ stream: e.target.value as RankingParams["stream"] })}
          sx={{ minWidth: 130 }}
        >
          <MenuItem value="oil">Oil</MenuItem>
          <MenuItem value="gas">Gas</MenuItem>
          {params.by === "cumulative" && <MenuItem value="water">Water</MenuItem>}
          {params.by === "cumulative" && <MenuItem value="condensate">Condensate</MenuItem>}
        </TextField>
        {choice("Block", "block", filters.data?.blocks)}
        {choice("Operator", "operator", filters.data?.operators)}
        {choice("Region", "region", filters.data?.regions)}
      </Stack>
      {ranking.isPending ? (
        <PageLoader />
      ) : ranking.isError ? (
        <Alert severity="error" role="alert">
          {errorMessage(ranking.error)}
        </Alert>
      ) : ranking.data.items.length === 0 ? (
        <Alert severity="info">No {params.of} with production match these filters.</Alert>
      ) : (
        <>
          <TableContainer>
            <Table size="small" aria-label={`Ranking of ${params.of}`}>
              <TableHead>
                <TableRow>
                  <TableCell>Rank</TableCell>
                  <TableCell>{params.of === "wells" ? "Wellbore" : "Field"}</TableCell>
                  {params.of === "wells" ? (
                    <TableCell>Field</TableCell>
                  ) : (
                    <TableCell align="right">Wells</TableCell>
                  )}
                  <TableCell>Block</TableCell>
                  <TableCell>Operator</TableCell>
                  <TableCell>Region</TableCell>
                  <TableCell align="right">{valueLabel}</TableCell>
                  <TableCell>Period</TableCell>
                  <TableCell>
                    <Box component="span" sx={visuallyHidden}>
                      Actions
                    </Box>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {ranking.data.items.map((item) => (
                  <TableRow key={item.name} hover>
                    <TableCell>{item.rank}</TableCell>
                    <TableCell>{item.name}</TableCell>
                    {params.of === "wells" ? (
                      <TableCell>{item.field}</TableCell>
                    ) : (
                      <TableCell align="right">{item.wells}</TableCell>
                    )}
                    <TableCell>{item.block ?? "—"}</TableCell>
                    <TableCell>{item.operator ?? "—"}</TableCell>
                    <TableCell>{item.region ?? "—"}</TableCell>
                    <TableCell align="right">
                      {unit === "Sm³" ? formatVolume(item.value) : formatNumber(item.value)}
                    </TableCell>
                    <TableCell>
                      {item.firstPeriod} – {item.lastPeriod}
                    </TableCell>
                    <TableCell>
                      <Button
                        size="small"
                        onClick={() =>
                          onOpen({ kind: params.of === "wells" ? "well" : "field", name: item.name })
                        }
                        aria-label={`Analyse ${item.name}`}
                      >
                        Analyse
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={ranking.data.total}
            page={Math.floor(params.offset / params.limit)}
            rowsPerPage={params.limit}
            rowsPerPageOptions={[10, 25, 50, 100]}
            onPageChange={(_, page) => setParams((p) => ({ ...p, offset: page * p.limit }))}
            onRowsPerPageChange={(e) => set({ limit: Number(e.target.value) })}
          />
        </>
      )}
    </Stack>
  );
}
