import {
  Alert,
  Autocomplete,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from "@mui/material";
import {
  CATALOG_REGISTRY,
  type CatalogColumn,
  type CatalogType,
  hasRange,
  hasValueList,
  isCalendarDay,
} from "@strata/core";
import { type FormEvent, useState } from "react";
import { DateField } from "../../../components/DateField.tsx";
import { errorMessage } from "../../../lib/api.ts";
import type { CatalogFilterValue } from "../../../lib/catalog-links.ts";
import { useDebounced } from "../../../lib/use-debounced.ts";
import { useUniqueValues } from "../api/get-unique-values.ts";
import { formatValue, isRange } from "./format.ts";

type Value = string | number | boolean;

export interface FilterTarget {
  /** The column being filtered; null lets the user choose one first. */
  column: CatalogColumn | null;
  value?: CatalogFilterValue;
}

/** The filterable columns of a category, in table order. */
export function filterableColumns(type: CatalogType): CatalogColumn[] {
  return CATALOG_REGISTRY[type].columns.filter((c) => c.filterable);
}

/** A multi-select of the column's values; typing searches them on the server by prefix. */
function ValuesEditor({
  type,
  column,
  value,
  onChange,
}: {
  type: CatalogType;
  column: CatalogColumn;
  value: Value[];
  onChange: (value: Value[]) => void;
}) {
  const [input, setInput] = useState("");
  const prefix = useDebounced(input.trim(), 250);
  const values = useUniqueValues({ type, column: column.key, prefix });
  const options = [...new Set([...value, ...(values.data?.values ?? [])])];
  return (
    <>
      <Autocomplete
        multiple
        options={options}
        value={value}
        onChange={(_event, next) => onChange(next as Value[])}
        inputValue={input}
        onInputChange={(_event, next, reason) => {
          if (reason !== "reset") setInput(next);
        }}
        filterOptions={(all) => all}
        getOptionLabel={(option) => formatValue(column, option)}
        isOptionEqualToValue={(option, selected) => option === selected}
        loading={values.isFetching}
        disableCloseOnSelect
        openOnFocus
        noOptionsText={prefix ? `No values start with "${prefix}"` : "No values"}
        renderInput={(params) => (
          <TextField
            {...params}
            autoFocus
            label={`${column.label} values`}
            helperText="Type to search the values; choose one or more."
            slotProps={{
              ...params.slotProps,
              input: {
                ...params.slotProps.input,
                endAdornment: (
                  <>
                    {values.isFetching ? <CircularProgress color="inherit" size={18} /> : null}
                    {params.slotProps.input.endAdornment}
                  </>
                ),
              },
            }}
          />
        )}
      />
      {values.isError ? (
        <Alert severity="error" role="alert">
          {errorMessage(values.error)}
        </Alert>
      ) : null}
    </>
  );
}

interface RangeDraft {
  min: string;
  max: string;
}

function RangeEditor({
  column,
  value,
  onChange,
}: {
  column: CatalogColumn;
  value: RangeDraft;
  onChange: (value: RangeDraft) => void;
}) {
  const unit = column.unit ? ` (${column.unit})` : "";
  if (column.kind === "date") {
    // Days typed as YYYY-MM-DD in one pattern, as every date field of the portal (decision 0186).
    return (
      <Box sx={{ display: "flex", gap: 2, flexWrap: { xs: "wrap", sm: "nowrap" } }}>
        <DateField
          label="From"
          value={value.min}
          onChange={(event) => onChange({ ...value, min: event.target.value })}
          autoFocus
        />
        <DateField
          label="To"
          value={value.max}
          onChange={(event) => onChange({ ...value, max: event.target.value })}
        />
      </Box>
    );
  }
  return (
    <Box sx={{ display: "flex", gap: 2, flexWrap: { xs: "wrap", sm: "nowrap" } }}>
      <TextField
        label={`From${unit}`}
        type="number"
        value={value.min}
        onChange={(event) => onChange({ ...value, min: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
        autoFocus
      />
      <TextField
        label={`To${unit}`}
        type="number"
        value={value.max}
        onChange={(event) => onChange({ ...value, max: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Box>
  );
}

function toRangeDraft(value: CatalogFilterValue | undefined): RangeDraft {
  if (!value || !isRange(value)) return { min: "", max: "" };
  return {
    min: value.min === undefined ? "" : String(value.min),
    max: value.max === undefined ? "" : String(value.max),
  };
}

/** The range as the API takes it, or null with a reason. */
function rangeValue(
  column: CatalogColumn,
  draft: RangeDraft,
): { value?: CatalogFilterValue; problem?: string } {
  const read = (text: string) => (text === "" ? undefined : column.kind === "number" ? Number(text) : text);
  const min = read(draft.min.trim());
  const max = read(draft.max.trim());
  if (min === undefined && max === undefined)
    return { problem: "Enter a lower bound, an upper bound or both." };
  if (
    (typeof min === "number" && !Number.isFinite(min)) ||
    (typeof max === "number" && !Number.isFinite(max))
  ) {
    return { problem: "Enter numbers." };
  }
  if (column.kind === "date" && [min, max].some((d) => typeof d === "string" && !isCalendarDay(d))) {
    return { problem: "Enter the dates as YYYY-MM-DD, e.g. 2026-11-27." };
  }
  if (min !== undefined && max !== undefined && min > max)
    return { problem: "The lower bound is above the upper." };
  return { value: { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) } };
}

/** Edits one column's filter: a multi-select of values, a range, or (a year) either. */
export function FilterDialog({
  type,
  target,
  onApply,
  onClose,
}: {
  type: CatalogType;
  target: FilterTarget;
  onApply: (column: CatalogColumn, value: CatalogFilterValue | null) => void;
  onClose: () => void;
}) {
  const [column, setColumn] = useState<CatalogColumn | null>(target.column);
  const offersValues = column ? hasValueList(column) : false;
  const offersRange = column ? hasRange(column) : false;
  const [mode, setMode] = useState<"values" | "range">(
    target.value && isRange(target.value) ? "range" : offersValues ? "values" : "range",
  );
  const [values, setValues] = useState<Value[]>(target.value && !isRange(target.value) ? target.value : []);
  const [range, setRange] = useState<RangeDraft>(toRangeDraft(target.value));
  const [problem, setProblem] = useState<string | null>(null);
  const effectiveMode = offersValues && offersRange ? mode : offersValues ? "values" : "range";

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!column) {
      setProblem("Choose a column.");
      return;
    }
    if (effectiveMode === "values") {
      onApply(column, values.length > 0 ? values : null);
      return;
    }
    const result = rangeValue(column, range);
    if (result.problem) setProblem(result.problem);
    else onApply(column, result.value ?? null);
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="filter-dialog-title">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="filter-dialog-title">
          {column ? `Filter by ${column.label}` : "Add a filter"}
        </DialogTitle>
        <DialogContent sx={{ display: "flex", flexDirection: "column", gap: 2, pt: "8px !important" }}>
          {target.column ? null : (
            <Autocomplete
              options={filterableColumns(type)}
              value={column}
              onChange={(_event, next) => {
                setColumn(next);
                setValues([]);
                setRange({ min: "", max: "" });
                setProblem(null);
                setMode(next && hasValueList(next) ? "values" : "range");
              }}
              getOptionLabel={(option) => option.label}
              isOptionEqualToValue={(option, selected) => option.key === selected.key}
              renderInput={(params) => <TextField {...params} label="Column" margin="none" autoFocus />}
            />
          )}
          {column && offersValues && offersRange ? (
            <ToggleButtonGroup
              sx={{ "& .MuiToggleButton-root": { textTransform: "none" } }}
              exclusive
              size="small"
              value={effectiveMode}
              onChange={(_event, next: "values" | "range" | null) => next && setMode(next)}
              aria-label="Filter kind"
            >
              <ToggleButton value="values">Values</ToggleButton>
              <ToggleButton value="range">Range</ToggleButton>
            </ToggleButtonGroup>
          ) : null}
          {column && effectiveMode === "values" ? (
            <ValuesEditor key={column.key} type={type} column={column} value={values} onChange={setValues} />
          ) : null}
          {column && effectiveMode === "range" ? (
            <RangeEditor column={column} value={range} onChange={setRange} />
          ) : null}
          {problem ? (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          {target.value && column ? (
            <Button color="inherit" onClick={() => onApply(column, null)} sx={{ mr: "auto" }}>
              Remove filter
            </Button>
          ) : null}
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={!column}>
            Apply
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
