import CropSquareIcon from "@mui/icons-material/CropSquare";
import PentagonIcon from "@mui/icons-material/PentagonOutlined";
import { ToggleButton, ToggleButtonGroup } from "@mui/material";
import type { DrawMode } from "./shape-drawer.ts";

/** "Rectangle" and "Polygon": which shape a drag or clicks on the map draw (pressed again: none). */
export function DrawShapeButtons({
  mode,
  onMode,
  label,
}: {
  mode: DrawMode;
  onMode: (mode: DrawMode) => void;
  /** What the shape is for, read by screen readers ("Draw a selection"). */
  label: string;
}) {
  return (
    <ToggleButtonGroup
      sx={{ "& .MuiToggleButton-root": { textTransform: "none" } }}
      exclusive
      size="small"
      value={mode === "none" ? null : mode}
      onChange={(_event, next: DrawMode | null) => onMode(next ?? "none")}
      aria-label={label}
    >
      <ToggleButton value="rectangle" aria-label="Draw a rectangle">
        <CropSquareIcon fontSize="small" sx={{ mr: 0.5 }} /> Rectangle
      </ToggleButton>
      <ToggleButton value="polygon" aria-label="Draw a polygon">
        <PentagonIcon fontSize="small" sx={{ mr: 0.5 }} /> Polygon
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
