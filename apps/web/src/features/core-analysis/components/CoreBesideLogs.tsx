import { Link, Typography } from "@mui/material";
import { Link as RouterLink } from "react-router";
import { useAppAbility } from "../../../lib/ability/index.ts";
import { countFormat } from "../../../lib/format.ts";
import { type CoreSample, useCoreSamples } from "../api/core-analysis.ts";

/**
 * The wellbore's core plugs for the well-log viewer, asked for only by those who may view COREAI
 * data (the server refuses everyone else: no core value reaches a standard user's browser). Empty
 * while loading, without the right, or for a wellbore without core.
 */
export function useCoreForLogs(wellboreName: string | undefined): readonly CoreSample[] {
  const allowed = useAppAbility().can("view", "COREAIData");
  const samples = useCoreSamples(wellboreName ?? "", allowed && Boolean(wellboreName));
  return samples.data?.samples ?? NO_SAMPLES;
}

const NO_SAMPLES: readonly CoreSample[] = [];

/** What the core tracks beside the logs hold, and the way to the wellbore's core analysis. */
export function CoreTracksNote({
  wellboreName,
  total,
  inRange,
}: {
  wellboreName: string;
  total: number;
  inRange: number;
}) {
  return (
    <Typography variant="body2" color="text.secondary" data-testid="core-tracks-note">
      Core analysis: {countFormat.format(inRange)} of {countFormat.format(total)} plugs of {wellboreName}{" "}
      {inRange === 1 ? "lies" : "lie"} in this log's depth range, drawn as dots (porosity in %, horizontal
      permeability in mD).{" "}
      <Link component={RouterLink} to={`/core-analysis/${encodeURIComponent(wellboreName)}`}>
        Open the core analysis of {wellboreName}
      </Link>
    </Typography>
  );
}
