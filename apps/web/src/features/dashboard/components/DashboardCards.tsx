import { Card, CardActionArea, CardContent, Grid, Typography } from "@mui/material";
import { useMemo } from "react";
import { Link as RouterLink } from "react-router";
import { SCREENS } from "../../../app/screens.ts";
import { allowedLinks, useAppAbility, useCurrentUser } from "../../../lib/ability/index.ts";

/** The screens that have a dashboard card (one registry: app/screens.ts). */
const DASHBOARD_CARDS = SCREENS.filter((s) => s.description !== undefined);

export function DashboardCards() {
  const ability = useAppAbility();
  const { user } = useCurrentUser();
  const hasOrganisation = Boolean(user?.organisation);
  const cards = useMemo(
    () => allowedLinks(DASHBOARD_CARDS, (I, a) => ability.can(I, a), { hasOrganisation }),
    [ability, hasOrganisation],
  );
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: "none", p: 0, m: 0 }} aria-label="Shortcuts">
      {cards.map((card) => (
        <Grid key={card.to} component="li" size={{ xs: 12, sm: 6, lg: 4 }}>
          <Card variant="outlined" sx={{ height: "100%" }}>
            <CardActionArea component={RouterLink} to={card.to} sx={{ height: "100%" }}>
              <CardContent>
                <Typography variant="h3" component="h2" gutterBottom>
                  {card.label}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {card.description}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
