import { MenuItem, Stack, TextField } from "@mui/material";
import type { CatalogFilterValue } from "../../../lib/catalog-links.ts";

interface Props {
  /** The years the catalogue holds. */
  min: number;
  max: number;
  value: CatalogFilterValue | undefined;
  onChange: (value: CatalogFilterValue | undefined) => void;
}

/** A from–to pair of years; either end may be left open. */
export function YearRange({ min, max, value, onChange }: Props) {
  const years = Array.from({ length: max - min + 1 }, (_, i) => String(min + i));
  const range = value && !Array.isArray(value) ? value : {};
  const set = (end: "min" | "max", year: string) => {
    const next = { ...range, [end]: year === "" ? undefined : Number(year) };
    if (next.min === undefined) delete next.min;
    if (next.max === undefined) delete next.max;
    onChange(Object.keys(next).length > 0 ? next : undefined);
  };
  const field = (end: "min" | "max", label: string) => (
    <TextField
      select
      size="small"
      label={label}
      value={range[end] === undefined ? "" : String(range[end])}
      onChange={(event) => set(end, event.target.value)}
      sx={{ width: 140 }}
    >
      <MenuItem value="">Any</MenuItem>
      {years.map((y) => (
        <MenuItem key={y} value={y}>
          {y}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
      {field("min", "From year")}
      {field("max", "To year")}
    </Stack>
  );
}
