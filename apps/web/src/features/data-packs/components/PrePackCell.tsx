import { Box, LinearProgress, Typography } from "@mui/material";
import { StatusChip } from "../../../components/admin/index.ts";
import type { AdminDataPack } from "../api/admin.ts";
import { formatBytes } from "./format.ts";

/** The pack's newest pre-pack: building with its progress, ready with its size, or failed with why. */
export function PrePackCell({ prePack }: { prePack: AdminDataPack["prePack"] }) {
  if (!prePack) return <Typography variant="body2">None</Typography>;
  const percent =
    prePack.progress && prePack.progress.bytesTotal > 0
      ? Math.round((100 * prePack.progress.bytesDone) / prePack.progress.bytesTotal)
      : null;
  return (
    <Box sx={{ minWidth: 140 }} data-testid="pre-pack">
      <StatusChip status={prePack.status} />
      {prePack.status === "building" ? (
        <LinearProgress
          sx={{ mt: 0.5 }}
          aria-label="Pre-pack build progress"
          variant={percent === null ? "indeterminate" : "determinate"}
          value={percent ?? undefined}
        />
      ) : null}
      {prePack.status === "ready" && prePack.sizeBytes !== null ? (
        <Typography variant="body2" color="text.secondary">
          {formatBytes(prePack.sizeBytes)} ZIP, {prePack.fileCount} files
        </Typography>
      ) : null}
      {prePack.status === "failed" ? (
        <Typography variant="body2" color="error">
          {prePack.error}
        </Typography>
      ) : null}
    </Box>
  );
}
