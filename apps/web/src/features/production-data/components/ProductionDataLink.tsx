import OilBarrelIcon from "@mui/icons-material/OilBarrel";
import { Button } from "@mui/material";
import { Link as RouterLink } from "react-router";
import { useAppAbility } from "../../../lib/ability/index.ts";
import { productionDataPath } from "../links.ts";

/**
 * "Production data" for a wellbore or a block: premium opens its charts, everyone with the disabled
 * variant the teaser; nobody else sees the button.
 */
export function ProductionDataLink(props: {
  well?: string | null;
  block?: string | null;
  size?: "small" | "medium";
}) {
  const ability = useAppAbility();
  if (!ability.can("view", "ProductionData") && !ability.can("view", "Disabled-ProductionData")) return null;
  return (
    <Button
      component={RouterLink}
      to={productionDataPath(props)}
      variant="outlined"
      size={props.size ?? "medium"}
      startIcon={<OilBarrelIcon />}
    >
      Production data
    </Button>
  );
}
