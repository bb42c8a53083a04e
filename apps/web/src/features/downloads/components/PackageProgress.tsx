import { Box, LinearProgress, Typography } from "@mui/material";
import type { DownloadProgress } from "@strata/core";
import { formatSize } from "./format.ts";

/** How far the preparation got: files checked and bytes read for their checksums. */
export function PackageProgress({ progress }: { progress: DownloadProgress | null }) {
  if (!progress) {
    return <LinearProgress aria-label="Preparation progress" />;
  }
  const percent = progress.bytesTotal > 0 ? Math.round((progress.bytesDone / progress.bytesTotal) * 100) : 0;
  return (
    <Box>
      <LinearProgress variant="determinate" value={percent} aria-label="Preparation progress" />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} data-testid="package-progress">
        {progress.filesDone} of {progress.filesTotal} files checked · {formatSize(progress.bytesDone)} of{" "}
        {formatSize(progress.bytesTotal)} ({percent}%)
      </Typography>
    </Box>
  );
}
