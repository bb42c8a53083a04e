import { Autocomplete, Chip, TextField } from "@mui/material";
import { useState } from "react";

/** Splits typed or pasted text on commas, whitespace and semicolons into record ids. */
export function splitIds(text: string): string[] {
  return text
    .split(/[,;\s]+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

function addIds(current: string[], more: string[]): string[] {
  return [...new Set([...current, ...more])];
}

/** Record ids as chips: Enter, a comma or leaving the field turns the typed text into chips. */
export function RecordIdsField({
  value,
  onChange,
  onBlur,
  error,
  helperText,
  disabled,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  onBlur: () => void;
  error?: boolean;
  helperText?: string;
  disabled?: boolean;
}) {
  const [input, setInput] = useState("");

  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      options={[]}
      value={value}
      disabled={disabled}
      inputValue={input}
      onInputChange={(_event, next, reason) => {
        if (reason === "input" && /[,;]/.test(next)) {
          const parts = next.split(/[,;]/);
          const rest = parts.pop() ?? "";
          onChange(addIds(value, parts.flatMap(splitIds)));
          setInput(rest.trimStart());
        } else {
          setInput(next);
        }
      }}
      onChange={(_event, next) => onChange(addIds([], next.flatMap(splitIds)))}
      onBlur={() => {
        if (input.trim()) onChange(addIds(value, splitIds(input)));
        setInput("");
        onBlur();
      }}
      renderValue={(ids, getItemProps) =>
        ids.map((id, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={id} size="small" {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label="Record ids"
          error={error}
          helperText={helperText ?? "Type an id and press Enter or a comma; paste several at once."}
        />
      )}
    />
  );
}
