import { Box, FormControlLabel, LinearProgress, MenuItem, Stack, Switch, TextField } from "@mui/material";
import { useState } from "react";
import { useParams } from "react-router";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { useWellLogCurves } from "../api/get-well-log-curves.ts";
import { PreviewError } from "../components/PreviewError.tsx";
import { WellLogColumn } from "../components/WellLogColumn.tsx";
import { type DepthWindow, sameWindow } from "../components/WellLogTracks.tsx";

/** A preview of a LAS file in tracks; another run of the same wellbore can open beside it. */
export function WellLogViewerPage() {
  const fileId = useParams().fileId ?? "";
  const curves = useWellLogCurves(fileId);
  const [besideId, setBesideId] = useState("");
  // Two runs side by side show the same depths: a zoom or pan of one moves the other (decision 0231).
  const [linked, setLinked] = useState(true);
  const [depths, setDepths] = useState<DepthWindow | null>(null);
  const follow = besideId && linked ? depths : null;
  const onDepthWindow = (next: DepthWindow) =>
    setDepths((current) => (current && sameWindow(current, next) ? current : next));

  if (curves.isPending) return <LinearProgress aria-label="Loading the curves" />;
  if (curves.isError) {
    return (
      <>
        <PageHeader title="Well-log preview" />
        <PreviewError error={curves.error} />
      </>
    );
  }
  const well = curves.data.well.find((item) => item.mnemonic === "WELL")?.value;
  const runs = curves.data.runs;
  const others = runs.filter((run) => run.fileId !== fileId);
  const nameOf = (id: string) => runs.find((run) => run.fileId === id)?.name;
  return (
    <>
      <PageHeader
        title={well ? `Well-log preview: ${well}` : "Well-log preview"}
        actions={
          others.length > 0 ? (
            <Stack direction="row" spacing={2} sx={{ alignItems: "center", flexWrap: "wrap" }}>
              {besideId ? (
                <FormControlLabel
                  control={<Switch checked={linked} onChange={(event) => setLinked(event.target.checked)} />}
                  label="Link depths"
                />
              ) : null}
              <TextField
                select
                size="small"
                fullWidth={false}
                margin="none"
                label="Open another run beside"
                value={besideId}
                onChange={(event) => setBesideId(event.target.value)}
                sx={{ minWidth: 260 }}
              >
                <MenuItem value="">None</MenuItem>
                {others.map((run) => (
                  <MenuItem key={run.fileId} value={run.fileId}>
                    {run.name} ({run.top}–{run.bottom})
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
          ) : null
        }
      />
      <Box
        sx={{
          display: "grid",
          gap: 2,
          gridTemplateColumns: besideId ? { xs: "minmax(0, 1fr)", lg: "repeat(2, minmax(0, 1fr))" } : "1fr",
        }}
      >
        <WellLogColumn
          fileId={fileId}
          title={besideId ? nameOf(fileId) : undefined}
          wellboreName={well}
          follow={follow}
          onDepthWindow={onDepthWindow}
        />
        {besideId ? (
          <WellLogColumn
            key={besideId}
            fileId={besideId}
            title={nameOf(besideId)}
            wellboreName={well}
            follow={follow}
            onDepthWindow={onDepthWindow}
          />
        ) : null}
      </Box>
    </>
  );
}

export { WellLogViewerPage as Component };
