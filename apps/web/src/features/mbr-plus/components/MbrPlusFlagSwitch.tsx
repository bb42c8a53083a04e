import { Alert, FormControlLabel, Switch, Typography } from "@mui/material";
import { errorMessage } from "../../../lib/api.ts";
import { useSetMbrPlusFlag } from "../api/mbr-plus.ts";

/**
 * Data staff (`manage MBR-Plus`) put a record in the MBR+ collection or take it out, from the
 * record's page (audited on the record). The caller shows it only to them.
 */
export function MbrPlusFlagSwitch({ type, id, mbrPlus }: { type: string; id: string; mbrPlus: boolean }) {
  const flag = useSetMbrPlusFlag();
  return (
    <>
      <FormControlLabel
        sx={{ mt: 1 }}
        control={
          <Switch
            checked={mbrPlus}
            disabled={flag.isPending}
            onChange={(_, checked) => flag.mutate({ type, id, mbrPlus: checked })}
          />
        }
        label="In the MBR+ collection"
      />
      <Typography variant="body2" color="text.secondary">
        Standard and premium users see MBR+ records under MBR-Plus; downloads need the MBR-Plus add-on.
      </Typography>
      {flag.isError && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {errorMessage(flag.error)}
        </Alert>
      )}
    </>
  );
}
