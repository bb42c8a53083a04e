import AddIcon from "@mui/icons-material/Add";
import RemoveIcon from "@mui/icons-material/Remove";
import RestartAltIcon from "@mui/icons-material/RestartAlt";
import { Box, IconButton, MenuItem, TextField, Tooltip } from "@mui/material";
import type { ColourMap, SectionKind } from "../api/types.ts";
import { COLOUR_MAPS } from "../lib/colour-lut.ts";
import { RangeInput } from "./RangeInput.tsx";

export interface IndexRange {
  min: number;
  max: number;
  step: number;
  label: string;
}

export interface Appearance {
  colourMap: ColourMap;
  gain: number;
  /** A fraction (0.05–1) of the section's own clip. */
  clip: number;
}

const KIND_LABELS: Record<Exclude<SectionKind, "line">, string> = {
  inline: "Inline",
  crossline: "Crossline",
  timeslice: "Time slice",
};

interface Props {
  is3d: boolean;
  kind: SectionKind;
  onKindChange: (kind: SectionKind) => void;
  index: number;
  indexRange: IndexRange | null;
  onIndexChange: (index: number) => void;
  appearance: Appearance;
  onAppearanceChange: (appearance: Appearance) => void;
  onZoom: (factor: number) => void;
  onReset: () => void;
}

/** Which section (3D), its index, colour map, gain and clip, and the zoom buttons. */
export function SectionControls(props: Props) {
  const { appearance, onAppearanceChange, indexRange } = props;
  const set = (change: Partial<Appearance>) => onAppearanceChange({ ...appearance, ...change });
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, alignItems: "center", mb: 1 }}>
      {props.is3d ? (
        <TextField
          select
          size="small"
          fullWidth={false}
          margin="none"
          label="Section"
          value={props.kind}
          onChange={(event) => props.onKindChange(event.target.value as SectionKind)}
          sx={{ minWidth: 140 }}
        >
          {Object.entries(KIND_LABELS).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      {indexRange ? (
        <Box sx={{ display: "flex", gap: 1.5, alignItems: "center", minWidth: 280, flex: 1 }}>
          <RangeInput
            label={indexRange.label}
            min={indexRange.min}
            max={indexRange.max}
            step={indexRange.step}
            value={props.index}
            onChange={props.onIndexChange}
            width="100%"
          />
          <TextField
            type="number"
            size="small"
            fullWidth={false}
            margin="none"
            label={indexRange.label}
            value={props.index}
            onChange={(event) => {
              const value = Number(event.target.value);
              if (Number.isFinite(value)) {
                props.onIndexChange(Math.min(indexRange.max, Math.max(indexRange.min, value)));
              }
            }}
            slotProps={{ htmlInput: { min: indexRange.min, max: indexRange.max, step: indexRange.step } }}
            sx={{ width: 120 }}
          />
        </Box>
      ) : null}
      <TextField
        select
        size="small"
        fullWidth={false}
        margin="none"
        label="Colour map"
        value={appearance.colourMap}
        onChange={(event) => set({ colourMap: event.target.value as ColourMap })}
        sx={{ minWidth: 150 }}
      >
        {COLOUR_MAPS.map((map) => (
          <MenuItem key={map.value} value={map.value}>
            {map.label}
          </MenuItem>
        ))}
      </TextField>
      <RangeInput
        label="Gain"
        min={-3}
        max={3}
        step={0.1}
        value={Math.log2(appearance.gain)}
        format={(v) => `×${(2 ** v).toFixed(2)}`}
        onChange={(v) => set({ gain: 2 ** v })}
      />
      <RangeInput
        label="Clip"
        min={5}
        max={100}
        step={1}
        value={Math.round(appearance.clip * 100)}
        format={(v) => `${v} %`}
        onChange={(v) => set({ clip: v / 100 })}
      />
      <Box>
        <Tooltip title="Zoom in (+)">
          <IconButton aria-label="Zoom in" onClick={() => props.onZoom(1.5)}>
            <AddIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title="Zoom out (−)">
          <IconButton aria-label="Zoom out" onClick={() => props.onZoom(1 / 1.5)}>
            <RemoveIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title="Whole section">
          <IconButton aria-label="Whole section" onClick={props.onReset}>
            <RestartAltIcon />
          </IconButton>
        </Tooltip>
      </Box>
    </Box>
  );
}
