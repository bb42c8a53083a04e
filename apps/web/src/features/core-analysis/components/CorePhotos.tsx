import CloseIcon from "@mui/icons-material/Close";
import ZoomInIcon from "@mui/icons-material/ZoomIn";
import ZoomOutIcon from "@mui/icons-material/ZoomOut";
import {
  Box,
  Button,
  ButtonBase,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Tooltip,
  Typography,
} from "@mui/material";
import { type KeyboardEvent, useState } from "react";
import { type CorePhoto, corePhotoThumbnailUrl, corePhotoUrl } from "../api/core-analysis.ts";

const ZOOMS = [0.25, 0.5, 0.75, 1, 1.5, 2, 3] as const;
const interval = (p: CorePhoto) => `${p.topDepthM.toFixed(2)}–${p.bottomDepthM.toFixed(2)} m MD`;

/** Core box photographs by depth; one opens in a dialog with zoom (buttons, or + − 0 on the keyboard). */
export function CorePhotos({ photos }: { photos: readonly CorePhoto[] }) {
  const [open, setOpen] = useState<CorePhoto | null>(null);
  if (photos.length === 0)
    return <Typography color="text.secondary">No core photographs for this wellbore.</Typography>;
  return (
    <>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: "wrap" }}>
        {photos.map((p) => (
          <ButtonBase
            key={p.id}
            onClick={() => setOpen(p)}
            aria-label={`Open core photograph ${interval(p)}`}
            sx={{
              display: "block",
              textAlign: "left",
              borderRadius: 1,
              border: 1,
              borderColor: "divider",
              p: 1,
            }}
          >
            <Thumbnail photo={p} />
            <Typography variant="body2">{interval(p)}</Typography>
            <Typography variant="caption" color="text.secondary">
              {p.lighting}
            </Typography>
          </ButtonBase>
        ))}
      </Stack>
      {open && <PhotoDialog photo={open} onClose={() => setOpen(null)} />}
    </>
  );
}

/**
 * The photograph's thumbnail; where the server has none to give (an older photograph past the pixel
 * cap, a busy moment), the original in its place.
 */
function Thumbnail({ photo }: { photo: CorePhoto }) {
  const [failed, setFailed] = useState(false);
  return (
    <Box
      component="img"
      src={failed ? corePhotoUrl(photo.id) : corePhotoThumbnailUrl(photo.id)}
      onError={() => setFailed(true)}
      alt=""
      width={280}
      height={Math.round((280 * photo.heightPx) / photo.widthPx)}
      loading="lazy"
      sx={{ width: 280, height: "auto", display: "block" }}
    />
  );
}

function PhotoDialog({ photo, onClose }: { photo: CorePhoto; onClose: () => void }) {
  const [zoom, setZoom] = useState(3); // index into ZOOMS: 100 %
  const zoomIn = () => setZoom((z) => Math.min(ZOOMS.length - 1, z + 1));
  const zoomOut = () => setZoom((z) => Math.max(0, z - 1));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "+" || event.key === "=") zoomIn();
    else if (event.key === "-") zoomOut();
    else if (event.key === "0") setZoom(3);
    else return;
    event.preventDefault();
  };
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="xl"
      fullWidth
      onKeyDown={onKeyDown}
      aria-labelledby="core-photo-title"
    >
      <DialogTitle id="core-photo-title" sx={{ display: "flex", alignItems: "center", gap: 1 }}>
        <Box sx={{ flex: 1 }}>
          Core photograph {interval(photo)} ({photo.lighting})
        </Box>
        <Tooltip title="Zoom out (−)">
          <span>
            <IconButton aria-label="Zoom out" onClick={zoomOut} disabled={zoom === 0}>
              <ZoomOutIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Button onClick={() => setZoom(3)} aria-label="Reset zoom to 100 %" sx={{ minWidth: 64 }}>
          <span data-testid="core-photo-zoom">{Math.round(ZOOMS[zoom] * 100)} %</span>
        </Button>
        <Tooltip title="Zoom in (+)">
          <span>
            <IconButton aria-label="Zoom in" onClick={zoomIn} disabled={zoom === ZOOMS.length - 1}>
              <ZoomInIcon />
            </IconButton>
          </span>
        </Tooltip>
        <IconButton aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent
        dividers
        sx={{ overflow: "auto", maxHeight: "75vh" }}
        tabIndex={0}
        aria-label="Photograph, scroll to pan"
      >
        <Box
          component="img"
          src={corePhotoUrl(photo.id)}
          alt={`Core box ${interval(photo)}, ${photo.widthPx} × ${photo.heightPx} pixels`}
          sx={{ width: photo.widthPx * ZOOMS[zoom], maxWidth: "none", height: "auto", display: "block" }}
        />
      </DialogContent>
    </Dialog>
  );
}
