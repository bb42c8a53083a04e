import AssessmentOutlinedIcon from "@mui/icons-material/AssessmentOutlined";
import { Card, CardActionArea, CardContent, Grid, Typography } from "@mui/material";
import { REPORTS } from "@strata/core";
import { Link as RouterLink } from "react-router";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { useAppAbility } from "../../../lib/ability/index.ts";

/** `/admin/reports`: the reports this staff member may read, each a card to open it. */
export function ReportsPage() {
  const ability = useAppAbility();
  const mine = REPORTS.filter((r) => r.rights.every(([action, subject]) => ability.can(action, subject)));
  return (
    <>
      <PageHeader
        title="Reports"
        subtitle="Filter by period, tier, organisation and status; each report has a chart, a table and CSV or XLSX exports."
      />
      <Grid container spacing={2} component="ul" sx={{ listStyle: "none", p: 0, m: 0 }}>
        {mine.map((report) => (
          <Grid key={report.key} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
            <Card variant="outlined" sx={{ height: "100%" }}>
              <CardActionArea
                component={RouterLink}
                to={`/admin/reports/${report.key}`}
                sx={{ height: "100%" }}
              >
                <CardContent>
                  <Typography
                    variant="h2"
                    sx={{ fontSize: "1.1rem", display: "flex", gap: 1, alignItems: "center" }}
                  >
                    <AssessmentOutlinedIcon color="primary" aria-hidden />
                    {report.title}
                  </Typography>
                  <Typography color="text.secondary" sx={{ mt: 1 }}>
                    {report.description}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
}

export { ReportsPage as Component };
