import { TextField } from "@mui/material";
import { PASSWORD_MIN_LENGTH } from "../lib/password-rules.ts";

interface PasswordFieldsProps {
  password: string;
  confirmation: string;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
  passwordError: string | null;
  confirmationError: string | null;
  passwordLabel?: string;
  confirmationLabel?: string;
  disabled?: boolean;
}

function helper(error: string | null, hint?: string) {
  return {
    helperText: error ?? hint,
    error: Boolean(error),
    slotProps: { htmlInput: { "aria-required": true }, formHelperText: error ? { role: "alert" } : {} },
  };
}

/** A new password and its confirmation, with inline errors. */
export function PasswordFields({
  password,
  confirmation,
  onPasswordChange,
  onConfirmationChange,
  passwordError,
  confirmationError,
  passwordLabel = "New password",
  confirmationLabel = "Confirm password",
  disabled,
}: PasswordFieldsProps) {
  return (
    <>
      <TextField
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => onPasswordChange(event.target.value)}
        disabled={disabled}
        {...helper(passwordError, `At least ${PASSWORD_MIN_LENGTH} characters.`)}
      />
      <TextField
        label={confirmationLabel}
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => onConfirmationChange(event.target.value)}
        disabled={disabled}
        {...helper(confirmationError)}
      />
    </>
  );
}
