import { Button } from "@mui/material";
import type { CatalogType } from "@strata/core";
import { Link as RouterLink } from "react-router";
import { useAppAbility, useCurrentUser } from "../../../lib/ability/index.ts";

/** Where "Request this data" leads: the new-request form, the record already named. */
export const requestDataPath = (type: CatalogType, id: string) =>
  `/data-requests?new=1&record=${encodeURIComponent(`${type}:${id}`)}`;

/**
 * "Request this data" on a record page: for data that is not online (or not in the shape wanted),
 * the customer asks the data team, the record named in the form. Shown to the users of an
 * organisation with the download manager, who are the ones who may file data requests.
 */
export function RequestDataLink({ type, id }: { type: CatalogType; id: string }) {
  const ability = useAppAbility();
  const { user } = useCurrentUser();
  if (!user?.organisation || !ability.can("view", "DownloadManager")) return null;
  return (
    <Button component={RouterLink} to={requestDataPath(type, id)} variant="outlined">
      Request this data
    </Button>
  );
}
