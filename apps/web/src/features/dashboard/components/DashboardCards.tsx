import { Card, CardActionArea, CardContent, Grid, Typography } from "@mui/material";
import { Link as RouterLink } from "react-router";
import { Can } from "../../../lib/ability/index.ts";
import { DASHBOARD_CARDS } from "./dashboard-cards.ts";

export function DashboardCards() {
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: "none", p: 0, m: 0 }} aria-label="Shortcuts">
      {DASHBOARD_CARDS.map((card) => (
        <Can key={card.to} I={card.I} a={card.a}>
          <Grid component="li" size={{ xs: 12, sm: 6, lg: 4 }}>
            <Card variant="outlined" sx={{ height: "100%" }}>
              <CardActionArea component={RouterLink} to={card.to} sx={{ height: "100%" }}>
                <CardContent>
                  <Typography variant="h3" component="h2" gutterBottom>
                    {card.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {card.description}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        </Can>
      ))}
    </Grid>
  );
}
