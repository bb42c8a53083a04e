import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from "@mui/material";
import { SERVICE_ACCOUNT_SCOPE_LABELS, SERVICE_ACCOUNT_SCOPES, type ServiceAccountScope } from "@strata/core";

/** Every scope as a checkbox with its label and what it opens (create and change scopes). */
export function ScopeCheckboxes({
  value,
  onChange,
  error,
}: {
  value: readonly ServiceAccountScope[];
  onChange(scopes: ServiceAccountScope[]): void;
  error?: string;
}) {
  return (
    <FormControl component="fieldset" error={Boolean(error)}>
      <FormLabel component="legend">Scopes</FormLabel>
      <FormGroup>
        {SERVICE_ACCOUNT_SCOPES.map((scope) => (
          <FormControlLabel
            key={scope}
            control={
              <Checkbox
                checked={value.includes(scope)}
                onChange={(e) =>
                  onChange(e.target.checked ? [...value, scope] : value.filter((s) => s !== scope))
                }
              />
            }
            label={`${SERVICE_ACCOUNT_SCOPE_LABELS[scope].label} — ${SERVICE_ACCOUNT_SCOPE_LABELS[scope].description}`}
          />
        ))}
      </FormGroup>
      <FormHelperText>
        {error ??
          "The account can call only what these allow: reading outside the GIS side, and there the GIS calls named."}
      </FormHelperText>
    </FormControl>
  );
}
