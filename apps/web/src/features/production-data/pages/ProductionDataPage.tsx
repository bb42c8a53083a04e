import { Alert, Link } from "@mui/material";
import { Link as RouterLink } from "react-router";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { useAppAbility } from "../../../lib/ability/index.ts";
import { ProductionExplorer } from "../components/ProductionExplorer.tsx";
import { ProductionTeaser } from "../components/ProductionTeaser.tsx";

/** /production-data: the premium screen, or the teaser for the disabled variant (section 2, decision 0161). */
export function ProductionDataPage() {
  const ability = useAppAbility();
  const premium = ability.can("view", "ProductionData");
  return (
    <>
      <PageHeader
        title="Production data"
        subtitle="Monthly oil, gas, condensate and water per well and per field, in Sm³ and Sm³/d."
      />
      {ability.can("manage", "DataPreparation") ? (
        <Alert severity="info" sx={{ mb: 3 }}>
          Data staff load and correct production under data preparation:{" "}
          <Link component={RouterLink} to="/data-preparation/production-data">
            Load production data
          </Link>
          .
        </Alert>
      ) : null}
      {premium ? <ProductionExplorer /> : <ProductionTeaser />}
    </>
  );
}

export { ProductionDataPage as Component };
