import { Alert, Box, Chip } from "@mui/material";
import { Navigate } from "react-router";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { roleLabel, useAppAbility, useCurrentUser } from "../../../lib/ability/index.ts";
import { DashboardCards } from "../components/DashboardCards.tsx";
import { StaffCounts } from "../components/StaffCounts.tsx";
import { StaffOverview } from "../components/StaffOverview.tsx";

export const SUBSCRIPTION_EXPIRED_MESSAGE = "Your subscription has expired.";

/** The home page of a signed-in user: who they are, their subscription state, and what they may open. */
export function DashboardPage() {
  const { user } = useCurrentUser();
  const ability = useAppAbility();
  if (!user) return null;
  // An expired (or not yet active) customer is sent where they can renew.
  if (user.isExpired && ability.can("view", "Subscription")) return <Navigate to="/subscription" replace />;

  return (
    <>
      <PageHeader
        title={`Welcome, ${user.name ?? user.email}`}
        subtitle={
          <Box
            component="span"
            sx={{ display: "inline-flex", flexWrap: "wrap", alignItems: "center", gap: 1 }}
          >
            {user.organisation ? <span>{user.organisation.name}</span> : null}
            <Chip label={roleLabel(user.role)} size="small" color="primary" variant="outlined" />
          </Box>
        }
      />
      {user.isExpired ? (
        <Alert severity="warning" role="alert" sx={{ mb: 3 }}>
          {SUBSCRIPTION_EXPIRED_MESSAGE}
        </Alert>
      ) : null}
      <StaffCounts enabled={!user.organisation} />
      <StaffOverview enabled={!user.organisation} />
      <DashboardCards />
    </>
  );
}

export { DashboardPage as Component };
