import AddIcon from "@mui/icons-material/Add";
import { Autocomplete, Box, Button, IconButton, TextField, Tooltip } from "@mui/material";
import type { CatalogType, MetadataColumn } from "@strata/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { addLookupValue, INLINE_LOOKUPS } from "../api/add-lookup.ts";
import { dropdownOptionsQuery } from "../api/get-dropdown-options.ts";
import { DP_TOAST, settle } from "./toasts.ts";

/**
 * A lookup-list field: a dropdown of the list's values and, for a processing stage, datum, projection
 * or category, a way to add a value inline (section 8 texts on success and failure).
 */
export function LookupField({
  ingestType,
  column,
  options,
  value,
  onChange,
  onBlur,
  error,
  inputRef,
}: {
  ingestType: CatalogType;
  column: MetadataColumn;
  options: string[];
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  inputRef?: React.Ref<HTMLInputElement>;
}) {
  const inline = column.lookup ? INLINE_LOOKUPS[column.lookup] : undefined;
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState("");
  const queryClient = useQueryClient();
  const add = useMutation({
    mutationFn: () => addLookupValue(inline!.call, name.trim()),
    onSuccess: async ({ value: added }) => {
      settle(DP_TOAST.lookup, "success", inline!.success);
      await queryClient.invalidateQueries({ queryKey: dropdownOptionsQuery(ingestType).queryKey });
      onChange(added);
      setAdding(false);
      setName("");
    },
    onError: () => settle(DP_TOAST.lookup, "error", inline!.failure),
  });

  return (
    <Box sx={{ display: "grid", gap: 1 }}>
      <Box sx={{ display: "flex", gap: 0.5, alignItems: "flex-start" }}>
        <Autocomplete
          sx={{ flex: 1 }}
          size="small"
          options={options}
          value={value === "" ? null : value}
          onChange={(_event, next) => onChange(next ?? "")}
          onBlur={onBlur}
          isOptionEqualToValue={(option, current) => option === current}
          renderInput={(params) => (
            <TextField
              {...params}
              margin="none"
              label={column.label}
              required={column.required}
              error={Boolean(error)}
              helperText={error}
              inputRef={inputRef}
            />
          )}
        />
        {inline ? (
          <Tooltip title={`Add a ${inline.noun}`}>
            <IconButton
              aria-label={`Add a ${inline.noun}`}
              aria-expanded={adding}
              onClick={() => setAdding((open) => !open)}
            >
              <AddIcon />
            </IconButton>
          </Tooltip>
        ) : null}
      </Box>
      {inline && adding ? (
        <Box
          sx={{ display: "flex", gap: 1, alignItems: "center" }}
          onKeyDown={(event) => {
            // Enter adds the value instead of submitting the record's form.
            if (event.key === "Enter") {
              event.preventDefault();
              if (name.trim()) add.mutate();
            }
          }}
        >
          <TextField
            size="small"
            margin="none"
            label={`New ${inline.noun}`}
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
            autoFocus
            sx={{ flex: 1 }}
          />
          <Button variant="outlined" onClick={() => add.mutate()} disabled={!name.trim() || add.isPending}>
            Add
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
