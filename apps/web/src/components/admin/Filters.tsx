import FilterListIcon from "@mui/icons-material/FilterList";
import { Badge, Box, Button, MenuItem, TextField, useMediaQuery, useTheme } from "@mui/material";
import { isCalendarDay } from "@strata/core";
import { type ReactNode, useEffect, useId, useState } from "react";
import { DateField } from "../DateField.tsx";
import type { ListParams } from "./list-params.ts";

/**
 * The filters above a staff list, compact (decision 0227): one wrapping row of small fields and,
 * when any is set, "Clear filters". On a phone they fold under a "Filters" button that counts the
 * ones set, so the list starts near the top of the screen.
 */
export function FilterBar({
  children,
  params,
}: {
  children: ReactNode;
  /** The list's filters, for the count and "Clear filters". */
  params?: Pick<ListParams<string>, "filters" | "clearFilters">;
}) {
  const phone = useMediaQuery(useTheme().breakpoints.down("sm"));
  const [open, setOpen] = useState(false);
  const id = useId();
  const active = params ? Object.values(params.filters).filter(Boolean).length : 0;
  const clear =
    params && active > 0 ? (
      <Button size="small" onClick={params.clearFilters} sx={{ alignSelf: "center" }}>
        Clear filters
      </Button>
    ) : null;
  const fields = (
    <Box
      id={id}
      role="search"
      sx={{
        display: "flex",
        flexDirection: phone ? "column" : "row",
        flexWrap: "wrap",
        alignItems: phone ? "stretch" : "center",
        gap: 1.5,
        mb: 1.5,
      }}
    >
      {children}
      {clear}
    </Box>
  );
  if (!phone) return fields;
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(!open)}
        startIcon={
          <Badge badgeContent={active} color="primary">
            <FilterListIcon />
          </Badge>
        }
        sx={{ mb: 1.5 }}
      >
        {open ? "Hide filters" : "Filters"}
      </Button>
      {open ? fields : null}
    </>
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
      fullWidth={false}
      margin="none"
      sx={{ minWidth: { sm: 220 } }}
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
      fullWidth={false}
      margin="none"
      sx={{ minWidth: { sm: 170 } }}
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
      fullWidth={false}
      margin="none"
      sx={{ minWidth: { sm: 160 } }}
    />
  );
}
