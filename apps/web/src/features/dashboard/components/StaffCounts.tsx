import { Card, CardActionArea, CardContent, Grid, Skeleton, Typography } from "@mui/material";
import { Link as RouterLink } from "react-router";
import { countFormat } from "../../../lib/format.ts";
import { useAdminDashboard } from "../api/get-admin-dashboard.ts";

/** What needs this staff member now ("3 awaiting your approval"), each linking to the filtered list. */
export function StaffCounts({ enabled }: { enabled: boolean }) {
  const { data, isPending } = useAdminDashboard(enabled);
  if (!enabled) return null;
  if (isPending)
    return <Skeleton variant="rounded" height={96} sx={{ mb: 3 }} aria-label="Loading your counts" />;
  if (!data || data.counts.length === 0) return null;
  return (
    <Grid
      container
      spacing={2}
      component="ul"
      sx={{ listStyle: "none", p: 0, m: 0, mb: 3 }}
      aria-label="Needs your attention"
    >
      {data.counts.map((c) => (
        <Grid key={c.key} component="li" size={{ xs: 12, sm: 6, lg: 3 }}>
          <Card
            variant="outlined"
            sx={{ height: "100%", borderColor: c.count > 0 ? "primary.main" : undefined }}
          >
            <CardActionArea component={RouterLink} to={c.link} sx={{ height: "100%" }}>
              <CardContent>
                <Typography variant="h2" component="p" color={c.count > 0 ? "primary" : "text.secondary"}>
                  {countFormat.format(c.count)}
                </Typography>
                <Typography>{c.label}</Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
