import { Button, type ButtonProps } from "@mui/material";
import { Link as RouterLink } from "react-router";
import { useAppAbility, useCurrentUser } from "../../../lib/ability/index.ts";
import { type RequestSeed, requestDataPath } from "./request-link.ts";

/**
 * "Request this data" on a record page or a map selection: for data that is not online (or not in
 * the shape wanted), the customer asks the data team, the records and the area named in the form.
 * Shown to the users of an organisation with the download manager, who are the ones who may file
 * data requests.
 */
export function RequestDataLink({
  records,
  area,
  size,
}: Partial<RequestSeed> & { size?: ButtonProps["size"] }) {
  const ability = useAppAbility();
  const { user } = useCurrentUser();
  if (!user?.organisation || !ability.can("view", "DownloadManager")) return null;
  return (
    <Button component={RouterLink} to={requestDataPath({ records, area })} variant="outlined" size={size}>
      Request this data
    </Button>
  );
}
