import { TextField, type TextFieldProps } from "@mui/material";
import { formatDate, formatMonth, isCalendarDay } from "@strata/core";
import { useState } from "react";

const PATTERNS = {
  day: {
    placeholder: "YYYY-MM-DD",
    maxLength: 10,
    valid: isCalendarDay,
    hint: "Year-month-day, e.g. 2026-11-27",
    wrong: "Enter the date as YYYY-MM-DD, e.g. 2026-11-27",
    readBack: formatDate,
  },
  month: {
    placeholder: "YYYY-MM",
    maxLength: 7,
    valid: (text: string) => isCalendarDay(`${text}-01`),
    hint: "Year-month, e.g. 2026-11",
    wrong: "Enter the month as YYYY-MM, e.g. 2026-11",
    readBack: formatMonth,
  },
};

export type DateFieldProps = Omit<TextFieldProps, "type"> & {
  /** A day (YYYY-MM-DD, the default) or a month (YYYY-MM). */
  unit?: keyof typeof PATTERNS;
  /** Off in compact filter bars: then only a wrong text is explained (the placeholder shows the pattern). */
  hint?: boolean;
};

/**
 * A day typed as YYYY-MM-DD in a plain text box, instead of a native date input whose order follows
 * the browser's locale (docs/decisions/0186-date-fields-typed-in-one-pattern.md). The value is the
 * same text the API takes. Once the text is a real day it is read back in the house format
 * ("27 Nov 2026") so a slip shows; a wrong one says how to write it when the field is left. A form's
 * own error or help text wins over both. Works controlled (`value`) and with react-hook-form's
 * `register`.
 */
export function DateField({
  unit = "day",
  hint = true,
  helperText,
  error,
  onChange,
  onBlur,
  ...rest
}: DateFieldProps) {
  const pattern = PATTERNS[unit];
  const [typed, setTyped] = useState<string | null>(null);
  const [left, setLeft] = useState(false);
  const text = typed ?? (typeof rest.value === "string" ? rest.value : "");
  const wrong = left && text !== "" && !pattern.valid(text);
  const own = wrong
    ? pattern.wrong
    : !hint
      ? undefined
      : pattern.valid(text)
        ? pattern.readBack(text)
        : pattern.hint;
  return (
    <TextField
      {...rest}
      type="text"
      error={Boolean(error) || wrong}
      helperText={error && helperText ? helperText : wrong ? own : (helperText ?? own)}
      onChange={(e) => {
        setTyped(e.target.value);
        onChange?.(e);
      }}
      onBlur={(e) => {
        setLeft(true);
        onBlur?.(e);
      }}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: {
          placeholder: pattern.placeholder,
          inputMode: "numeric",
          maxLength: pattern.maxLength,
          autoComplete: "off",
        },
      }}
    />
  );
}
