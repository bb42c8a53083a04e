import { Box, Typography } from "@mui/material";

/**
 * A native range input with its label and value: keyboard and screen-reader ready, and a fraction of
 * MUI's Slider in the seismic viewer's chunk (its budget is 10 kB).
 */
export function RangeInput(props: {
  label: string;
  min: number;
  max: number;
  step: number;
  value: number;
  format?: (value: number) => string;
  onChange: (value: number) => void;
  width?: number | string;
}) {
  const text = props.format ? props.format(props.value) : String(props.value);
  return (
    <Box component="label" sx={{ display: "flex", flexDirection: "column", width: props.width ?? 160 }}>
      <Typography variant="caption" color="text.secondary">
        {props.label}: {text}
      </Typography>
      <Box
        component="input"
        type="range"
        min={props.min}
        max={props.max}
        step={props.step}
        value={props.value}
        aria-valuetext={text}
        onChange={(event) => props.onChange(Number((event.target as HTMLInputElement).value))}
        sx={{ width: "100%", accentColor: (theme) => theme.palette.primary.main, m: 0 }}
      />
    </Box>
  );
}
