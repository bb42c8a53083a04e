import { MenuItem, TextField } from "@mui/material";
import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";
import { useCountries } from "../api/get-countries.ts";

/** A country picked from the ISO list; "Not set" stores null. */
export function CountryField<T extends FieldValues>({
  control,
  name,
  label = "Country",
  disabled,
}: {
  control: Control<T>;
  name: Path<T>;
  label?: string;
  disabled?: boolean;
}) {
  const countries = useCountries();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          label={label}
          value={countries.data ? (field.value ?? "") : ""}
          onChange={(e) => field.onChange(e.target.value || null)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={disabled || countries.isPending}
          error={Boolean(fieldState.error)}
          helperText={
            fieldState.error?.message ?? (countries.isError ? "Countries could not be loaded." : undefined)
          }
        >
          <MenuItem value="">Not set</MenuItem>
          {(countries.data ?? []).map((c) => (
            <MenuItem key={c.code} value={c.code}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
