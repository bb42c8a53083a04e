import { MenuItem, Stack, TextField } from "@mui/material";
import { isCalendarDay } from "@strata/core";
import { type ReactNode, useEffect, useState } from "react";
import { DateField } from "../DateField.tsx";

/** The row of filters above a staff list. */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <Stack
      direction={{ xs: "column", sm: "row" }}
      spacing={2}
      useFlexGap
      sx={{ mb: 2, flexWrap: "wrap" }}
      role="search"
    >
      {children}
    </Stack>
  );
}

/** A search box that sets its filter once typing pauses (300 ms). */
export function SearchFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | undefined;
  onChange(value: string | undefined): void;
}) {
  const [text, setText] = useState(value ?? "");
  useEffect(() => setText(value ?? ""), [value]);
  useEffect(() => {
    if (text === (value ?? "")) return;
    const timer = setTimeout(() => onChange(text.trim() || undefined), 300);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <TextField
      label={label}
      size="small"
      type="search"
      value={text}
      onChange={(e) => setText(e.target.value)}
      sx={{ minWidth: 240 }}
    />
  );
}

/** A choice among fixed options; "All" clears the filter. */
export function SelectFilter({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
  onChange(value: string | undefined): void;
}) {
  return (
    <TextField
      select
      label={label}
      size="small"
      value={value ?? ""}
      onChange={(e) => onChange(e.target.value || undefined)}
      sx={{ minWidth: 200 }}
    >
      <MenuItem value="">All</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * A day (YYYY-MM-DD, typed: see DateField) for a period's start or end; the filter changes once the
 * text is a whole day, and empty clears it.
 */
export function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | undefined;
  onChange(v: string | undefined): void;
}) {
  const [text, setText] = useState(value ?? "");
  // Follow a change from outside (filters reset, the address edited) without an effect.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setText(value ?? "");
  }
  return (
    <DateField
      label={label}
      size="small"
      hint={false}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        if (e.target.value === "") onChange(undefined);
        else if (isCalendarDay(e.target.value)) onChange(e.target.value);
      }}
      sx={{ minWidth: 180 }}
    />
  );
}
