import { Alert, Box, LinearProgress, Link, List, ListItem, Typography } from "@mui/material";
import type { BlockPreviews as Previews } from "@strata/core";
import { Link as RouterLink } from "react-router";
import { errorMessage } from "../../../lib/api.ts";
import { useBlockPreviews } from "../api/get-bid-round-inventory.ts";

const KIND_LABELS: Record<Previews["kinds"][number]["sdcType"], string> = {
  Seismic_2D: "2D seismic lines",
  Seismic_3D: "3D seismic volumes",
  Well_Log: "Well logs",
};

const viewerPath = (sdcType: Previews["kinds"][number]["sdcType"], fileId: string) =>
  sdcType === "Well_Log" ? `/visualisation/well-logs/${fileId}` : `/visualisation/seismic/${fileId}`;

/** The block's bid-flagged seismic and well logs, each opening its preview (decision 0232). */
export function BlockPreviews({ block }: { block: string }) {
  const previews = useBlockPreviews(block);
  return (
    <Box component="section" aria-labelledby="block-previews-heading" sx={{ mt: 3 }}>
      <Typography id="block-previews-heading" variant="h3" gutterBottom>
        Previews of the data on offer
      </Typography>
      {previews.isPending ? <LinearProgress aria-label="Loading the previews" /> : null}
      {previews.isError ? <Alert severity="error">{errorMessage(previews.error)}</Alert> : null}
      {previews.data?.kinds.every((k) => k.total === 0) ? (
        <Typography color="text.secondary">
          No seismic or well log of this block is offered for preview in the round yet.
        </Typography>
      ) : null}
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "repeat(3, 1fr)" } }}>
        {(previews.data?.kinds ?? [])
          .filter((kind) => kind.total > 0)
          .map((kind) => (
            <Box key={kind.sdcType}>
              <Typography variant="subtitle2" component="h4">
                {KIND_LABELS[kind.sdcType]} ({kind.total})
              </Typography>
              <List dense aria-label={KIND_LABELS[kind.sdcType]}>
                {kind.files.map((file) => (
                  <ListItem key={file.fileId} disableGutters>
                    <Link
                      component={RouterLink}
                      to={viewerPath(kind.sdcType, file.fileId)}
                      aria-label={`View ${file.fileName}`}
                    >
                      {file.fileName}
                    </Link>
                  </ListItem>
                ))}
              </List>
              {kind.total > kind.files.length ? (
                <Typography variant="body2" color="text.secondary">
                  The first {kind.files.length} by name; find the others in the catalogue by this block.
                </Typography>
              ) : null}
            </Box>
          ))}
      </Box>
    </Box>
  );
}
