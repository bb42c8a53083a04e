import {
  FormControl,
  FormHelperText,
  InputLabel,
  OutlinedInput,
  type OutlinedInputProps,
} from "@mui/material";
import { type ReactNode, useId } from "react";

interface PlainTextFieldProps extends Omit<OutlinedInputProps, "label" | "fullWidth"> {
  label: ReactNode;
  helperText?: ReactNode;
}

/**
 * An outlined text field that looks and labels like MUI's TextField (full width, normal margin, as the
 * theme sets it). MUI's TextField always bundles its select variant (Select, Menu, Popover, Modal:
 * ~15 kB gzip), too much for the pages a visitor sees first.
 */
export function PlainTextField({
  label,
  helperText,
  id,
  error,
  required,
  disabled,
  ...input
}: PlainTextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  return (
    <FormControl
      fullWidth
      margin="normal"
      variant="outlined"
      error={error}
      required={required}
      disabled={disabled}
    >
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput id={inputId} label={label} aria-describedby={helperId} {...input} />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
