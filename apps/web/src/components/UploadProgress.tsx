import { Box, LinearProgress, Typography } from "@mui/material";

/**
 * How far a file's upload has got (api.postForm's `onProgress`): the share sent, then — all of it
 * sent — that the server is reading it (`checking`), which has no share to show.
 */
export function UploadProgress({
  name,
  fraction,
  checking = "Checking the file…",
}: {
  name: string;
  fraction: number;
  checking?: string;
}) {
  const sent = fraction >= 1;
  return (
    <Box sx={{ my: 1 }} aria-live="polite">
      <Typography variant="body2">
        {sent ? `${name}: ${checking}` : `Uploading ${name}: ${Math.round(fraction * 100)}%`}
      </Typography>
      {sent ? (
        <LinearProgress aria-label={`${name}: ${checking}`} />
      ) : (
        <LinearProgress variant="determinate" value={fraction * 100} aria-label={`Upload of ${name}`} />
      )}
    </Box>
  );
}
