import { Box, Checkbox, FormControlLabel, FormGroup, Typography } from "@mui/material";
import { memo } from "react";
import type { WellLogCurve } from "../api/types.ts";

/** A checkbox per curve of the file, to show or hide it in its track (not drawn again on a zoom). */
export const CurvePicker = memo(function CurvePicker({
  curves,
  shown,
  onChange,
}: {
  curves: readonly WellLogCurve[];
  shown: ReadonlySet<string>;
  onChange: (shown: Set<string>) => void;
}) {
  const toggle = (mnemonic: string, on: boolean) => {
    const next = new Set(shown);
    if (on) next.add(mnemonic);
    else next.delete(mnemonic);
    onChange(next);
  };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        Curves
      </Typography>
      <FormGroup row>
        {curves.map((curve) => (
          <FormControlLabel
            key={curve.mnemonic}
            control={
              <Checkbox
                size="small"
                checked={shown.has(curve.mnemonic)}
                onChange={(event) => toggle(curve.mnemonic, event.target.checked)}
              />
            }
            label={curve.unit ? `${curve.mnemonic} (${curve.unit})` : curve.mnemonic}
            title={`${curve.description || curve.mnemonic} · ${curve.family}`}
          />
        ))}
      </FormGroup>
    </Box>
  );
});
