import { Alert, Box, Button, MenuItem, Paper, Stack, TextField, Typography } from "@mui/material";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../../components/PageHeader.tsx";
import type { Subject, SubjectKind } from "../api/well-analytics.ts";
import { DeclinePanel } from "../components/DeclinePanel.tsx";
import { NetThicknessPanel } from "../components/NetThicknessPanel.tsx";
import { RankingsTable } from "../components/RankingsTable.tsx";
import { SeriesCharts } from "../components/SeriesCharts.tsx";

/** Well analytics (premium): rankings, then one well's or field's production analysis. */
export function WellAnalyticsPage() {
  const [params, setParams] = useSearchParams();
  const well = params.get("well");
  const field = params.get("field");
  const subject: Subject | null = well
    ? { kind: "well", name: well }
    : field
      ? { kind: "field", name: field }
      : null;
  const [kind, setKind] = useState<SubjectKind>(subject?.kind ?? "well");
  const [name, setName] = useState(subject?.name ?? "");

  const open = (s: Subject) => {
    setKind(s.kind);
    setName(s.name);
    setParams(s.kind === "well" ? { well: s.name } : { field: s.name });
    requestAnimationFrame(() => document.getElementById("well-analytics-subject")?.focus());
  };

  return (
    <>
      <PageHeader
        title="Well analytics"
        subtitle="Rank wells and fields, then chart cumulative production, water cut and GOR, fit an Arps decline with its EUR, and read net thickness from gamma-ray logs."
      />
      <Stack spacing={3}>
        <Paper component="section" aria-labelledby="rankings-heading" sx={{ p: 2 }}>
          <Typography id="rankings-heading" variant="h6" component="h2" gutterBottom>
            Rankings
          </Typography>
          <RankingsTable onOpen={open} />
        </Paper>

        <Paper component="section" aria-labelledby="subject-heading" sx={{ p: 2 }}>
          <Typography id="subject-heading" variant="h6" component="h2" gutterBottom>
            Analyse a well or field
          </Typography>
          <Stack
            component="form"
            direction={{ xs: "column", sm: "row" }}
            spacing={2}
            onSubmit={(e) => {
              e.preventDefault();
              if (name.trim()) open({ kind, name: name.trim() });
            }}
          >
            <TextField
              select
              size="small"
              label="Kind"
              value={kind}
              onChange={(e) => setKind(e.target.value as SubjectKind)}
              sx={{ minWidth: 120 }}
            >
              <MenuItem value="well">Well</MenuItem>
              <MenuItem value="field">Field</MenuItem>
            </TextField>
            <TextField
              size="small"
              label={kind === "well" ? "Wellbore name" : "Field name"}
              value={name}
              onChange={(e) => setName(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <Button type="submit" variant="contained" disabled={!name.trim()}>
              Show
            </Button>
          </Stack>
        </Paper>

        {subject ? (
          <Box id="well-analytics-subject" tabIndex={-1} sx={{ outline: "none" }}>
            <Stack spacing={3}>
              <Typography variant="h5" component="h2">
                {subject.kind === "well" ? "Well" : "Field"} {subject.name}
              </Typography>
              <Paper component="section" aria-labelledby="production-heading" sx={{ p: 2 }}>
                <Typography id="production-heading" variant="h6" component="h3" gutterBottom>
                  Production
                </Typography>
                <SeriesCharts subject={subject} />
              </Paper>
              <Paper component="section" aria-labelledby="decline-heading" sx={{ p: 2 }}>
                <Typography id="decline-heading" variant="h6" component="h3" gutterBottom>
                  Decline fit
                </Typography>
                <DeclinePanel key={`${subject.kind}:${subject.name}`} subject={subject} />
              </Paper>
              {subject.kind === "well" && (
                <Paper component="section" aria-labelledby="net-heading" sx={{ p: 2 }}>
                  <Typography id="net-heading" variant="h6" component="h3" gutterBottom>
                    Net thickness
                  </Typography>
                  <NetThicknessPanel wellboreName={subject.name} />
                </Paper>
              )}
            </Stack>
          </Box>
        ) : (
          <Alert severity="info">Choose a well or field above, or press Analyse in the ranking.</Alert>
        )}
      </Stack>
    </>
  );
}

export { WellAnalyticsPage as Component };
