import { Alert, FormControlLabel, Paper, Skeleton, Switch, Typography } from "@mui/material";
import type { CatalogType } from "@strata/core";
import { errorMessage } from "../../../lib/api.ts";
import { useMbrPlusFlag, useSetMbrPlusFlag } from "../api/mbr-plus.ts";

/**
 * Data staff (`manage MBR-Plus`) put a record in the MBR+ collection or take it out, from the
 * record's page (audited on the record). The caller shows it only to them.
 */
export function MbrPlusFlagSwitch({
  type,
  id,
  mbrPlus,
}: {
  type: CatalogType;
  id: string;
  mbrPlus: boolean;
}) {
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

/**
 * The same switch where data staff work on a record, data preparation's record view (data staff may
 * not open the catalogue's record page): it reads the record's flag first.
 */
export function RecordMbrPlusSection({ type, id }: { type: CatalogType; id: string }) {
  const flag = useMbrPlusFlag(type, id);
  return (
    <Paper variant="outlined" component="section" aria-label="MBR+" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h3">
        MBR+
      </Typography>
      {flag.isPending ? <Skeleton width="40%" aria-label="Loading whether the record is in MBR+" /> : null}
      {flag.isError ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {errorMessage(flag.error)}
        </Alert>
      ) : null}
      {flag.data ? <MbrPlusFlagSwitch type={type} id={id} mbrPlus={flag.data.mbrPlus} /> : null}
    </Paper>
  );
}
