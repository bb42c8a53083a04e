import { Box, LinearProgress, Paper, Typography } from "@mui/material";
import { useMemo, useState } from "react";
import { countFormat } from "../../../lib/format.ts";
import { useDebounced } from "../../../lib/use-debounced.ts";
import { CoreTracksNote, useCoreForLogs } from "../../core-analysis/index.ts";
import { useWellLogCurves } from "../api/get-well-log-curves.ts";
import { useWellLogData, type WellLogWindow, wholeLog } from "../api/get-well-log-data.ts";
import type { WellLogCurves } from "../api/types.ts";
import { coreTracks } from "../lib/core-tracks.ts";
import { mnemonicsOf, shownByDefault, tracksFor } from "../lib/well-log-tracks.ts";
import { CurvePicker } from "./CurvePicker.tsx";
import { PreviewError } from "./PreviewError.tsx";
import { type DepthWindow, WellLogTracks } from "./WellLogTracks.tsx";

const SETTLE_MS = 200;

interface ColumnProps {
  fileId: string;
  title?: string;
  /** The wellbore logged: its core plugs join the tracks for those who may view COREAI data. */
  wellboreName?: string;
  /** Runs side by side with linked depths: where the other column was zoomed or panned to. */
  follow?: DepthWindow | null;
  /** Reports a zoom or pan of this column, for the other column to follow. */
  onDepthWindow?(window: DepthWindow): void;
}

/** One LAS file: its curve picker and its tracks, fetched for the depths on screen. */
export function WellLogColumn(props: ColumnProps) {
  const { fileId } = props;
  const curves = useWellLogCurves(fileId);
  if (curves.isPending) return <LinearProgress aria-label="Loading the curves" />;
  if (curves.isError) return <PreviewError error={curves.error} />;
  return <WellLogFile {...props} file={curves.data} />;
}

function WellLogFile({
  fileId,
  file,
  title,
  wellboreName,
  follow,
  onDepthWindow,
}: ColumnProps & { file: WellLogCurves }) {
  const [shown, setShown] = useState(() => shownByDefault(file.curves));
  // The whole log is asked for at once (the route's loader has usually asked already); the depths
  // of a zoom or pan once they settle.
  const [window, setWindow] = useState<WellLogWindow>(() => wholeLog(file));
  const settled = useDebounced(window, SETTLE_MS);
  const tracks = useMemo(() => tracksFor(file.curves, shown), [file.curves, shown]);
  const mnemonics = useMemo(() => mnemonicsOf(tracks), [tracks]);
  const data = useWellLogData(fileId, mnemonics, settled);
  const { index } = file;
  const samples = useCoreForLogs(wellboreName);
  const core = useMemo(() => (samples.length > 0 ? coreTracks(samples, index) : null), [samples, index]);
  const indexLabel = index.unit ? `${index.mnemonic} (${index.unit})` : index.mnemonic;

  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      {title ? (
        <Typography variant="h3" gutterBottom>
          {title}
        </Typography>
      ) : null}
      <Typography variant="body2" color="text.secondary" gutterBottom>
        LAS {file.version} · {indexLabel} {index.top}–{index.bottom}
        {index.step === null ? " (irregular steps)" : ` every ${index.step}`} ·{" "}
        {countFormat.format(index.count)} steps
      </Typography>
      <CurvePicker curves={file.curves} shown={shown} onChange={setShown} />
      <Box sx={{ height: 4 }}>
        {data.isFetching ? <LinearProgress aria-label="Loading the curves" /> : null}
      </Box>
      {data.error ? <PreviewError error={data.error} /> : null}
      {tracks.length === 0 ? (
        <Typography color="text.secondary">Choose curves to show.</Typography>
      ) : (
        <WellLogTracks
          tracks={tracks}
          data={data.data}
          top={index.top}
          bottom={index.bottom}
          indexLabel={indexLabel}
          unit={index.unit ?? ""}
          onWindow={(top, bottom) => setWindow({ top, bottom })}
          follow={follow}
          onZoom={onDepthWindow}
          extraTracks={core?.tracks}
          extraPoints={core?.points}
        />
      )}
      {core && wellboreName ? (
        <CoreTracksNote wellboreName={wellboreName} total={samples.length} inRange={core.inRange} />
      ) : null}
    </Paper>
  );
}
