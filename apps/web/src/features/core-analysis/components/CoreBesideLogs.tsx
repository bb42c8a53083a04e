import { Box, Link, Paper, Typography } from "@mui/material";
import { Link as RouterLink } from "react-router";
import { useAppAbility } from "../../../lib/ability/index.ts";
import { useCoreSamples } from "../api/core-analysis.ts";
import { DepthTracks } from "./DepthTracks.tsx";

/**
 * The wellbore's core porosity and permeability as dot tracks, for the well-log viewer: shown only
 * to those who may view COREAI data and only when the wellbore has core samples.
 */
export function CoreBesideLogs({ wellboreName }: { wellboreName: string }) {
  const allowed = useAppAbility().can("view", "COREAIData");
  const samples = useCoreSamples(wellboreName, allowed);
  if (!allowed || !samples.data || samples.data.samples.length === 0) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2 }} aria-label="Core analysis of this wellbore">
      <Typography variant="h3" gutterBottom>
        Core analysis ({samples.data.samples.length} plugs)
      </Typography>
      <DepthTracks samples={samples.data.samples} wellboreName={wellboreName} />
      <Box sx={{ mt: 1 }}>
        <Link component={RouterLink} to={`/core-analysis/${encodeURIComponent(wellboreName)}`}>
          Open the core analysis of {wellboreName}
        </Link>
      </Box>
    </Paper>
  );
}
