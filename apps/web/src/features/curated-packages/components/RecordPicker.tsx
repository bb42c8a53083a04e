import { Autocomplete, Chip, TextField } from "@mui/material";
import { useEffect, useState } from "react";
import { type CuratedRecord, useRecordSearch } from "../api/curated-packages.ts";

const keyOf = (r: Pick<CuratedRecord, "type" | "id">) => `${r.type}/${r.id}`;

/** Catalogue records chosen by typing part of a title or an id (the catalogue's search). */
export function RecordPicker({
  value,
  onChange,
  error,
  helperText,
}: {
  value: CuratedRecord[];
  onChange(records: CuratedRecord[]): void;
  error?: boolean;
  helperText?: string;
}) {
  const [input, setInput] = useState("");
  const [q, setQ] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setQ(input.trim()), 250);
    return () => clearTimeout(timer);
  }, [input]);
  const search = useRecordSearch(q);
  const options = q ? (search.data ?? []) : [];

  return (
    <Autocomplete<CuratedRecord & { category?: string; subtitle?: string }, true, false, false>
      multiple
      options={options}
      value={value}
      filterOptions={(o) => o}
      filterSelectedOptions
      loading={search.isFetching}
      inputValue={input}
      onInputChange={(_, next, reason) => {
        if (reason !== "reset") setInput(next);
      }}
      onChange={(_, next) => onChange(next.map(({ type, id, title }) => ({ type, id, title })))}
      isOptionEqualToValue={(a, b) => keyOf(a) === keyOf(b)}
      getOptionLabel={(r) => `${r.title} (${r.id})`}
      getOptionKey={keyOf}
      groupBy={(r) => r.category ?? r.type}
      noOptionsText={q ? "No record matches." : "Type part of a title or an id."}
      renderValue={(records, getItemProps) =>
        records.map((r, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={`${r.title} (${r.id})`} size="small" {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label="Records"
          required
          error={error}
          helperText={helperText ?? "Search the catalogue by title or id; each record must have files."}
        />
      )}
    />
  );
}
