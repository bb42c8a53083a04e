import { Box, Button, ToggleButton, ToggleButtonGroup, Typography } from "@mui/material";
import { DrawShapeButtons } from "../../../components/map/DrawShapeButtons.tsx";
import type { SelectionMode } from "../api/select-records.ts";
import type { DrawMode } from "./viewer-map.ts";

const HELP: Record<DrawMode, string> = {
  none: "Draw a rectangle or a polygon on the map to select the records in it.",
  rectangle: "Drag on the map to draw a rectangle. Escape cancels.",
  polygon: "Click to add corners; double-click or Finish closes the polygon. Escape cancels.",
};

/** Drawing tools for selecting records: rectangle, polygon, or the whole view; intersects or contains. */
export function SelectTools({
  drawMode,
  onDrawMode,
  selectionMode,
  onSelectionMode,
  polygonVertices,
  onFinishPolygon,
  onSelectView,
  busy,
}: {
  drawMode: DrawMode;
  onDrawMode: (mode: DrawMode) => void;
  selectionMode: SelectionMode;
  onSelectionMode: (mode: SelectionMode) => void;
  polygonVertices: number;
  onFinishPolygon: () => void;
  onSelectView: () => void;
  busy: boolean;
}) {
  return (
    <Box component="section" aria-labelledby="select-tools-heading">
      <Typography id="select-tools-heading" variant="h3" sx={{ mb: 1 }}>
        Select records
      </Typography>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, mb: 1 }}>
        <DrawShapeButtons mode={drawMode} onMode={onDrawMode} label="Draw a selection" />
        <Button size="small" variant="outlined" onClick={onSelectView} disabled={busy}>
          Select in view
        </Button>
      </Box>
      {drawMode === "polygon" ? (
        <Box sx={{ display: "flex", gap: 1, mb: 1 }}>
          <Button size="small" variant="contained" onClick={onFinishPolygon} disabled={polygonVertices < 3}>
            Finish polygon
          </Button>
          <Button size="small" onClick={() => onDrawMode("none")}>
            Cancel
          </Button>
        </Box>
      ) : null}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} role="status">
        {HELP[drawMode]}
      </Typography>
      <ToggleButtonGroup
        sx={{ "& .MuiToggleButton-root": { textTransform: "none" } }}
        exclusive
        size="small"
        value={selectionMode}
        onChange={(_event, next: SelectionMode | null) => next && onSelectionMode(next)}
        aria-label="Which records a selection takes"
      >
        <ToggleButton value="intersects">Touching the area</ToggleButton>
        <ToggleButton value="contains">Inside the area</ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
}
