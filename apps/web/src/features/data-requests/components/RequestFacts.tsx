import { Box, Chip, Paper, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { polygonBbox } from "../../../components/map/geometry.ts";
import type { DataRequestDetail } from "../api/types.ts";
import { AreaMap } from "./AreaMap.tsx";
import { cornersOf, formatBounds, formatDate } from "./format.ts";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box>{children}</Box>
    </Box>
  );
}

/** What was asked, why, by whom, and who holds it. */
export function RequestFacts({ request: r }: { request: DataRequestDetail }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr 1fr" } }}>
        <Fact label="Requested by">
          {r.requester.name} ({r.organisationName})
        </Fact>
        <Fact label="Filed">{formatDate(r.createdAt)}</Fact>
        <Fact label="Handled by">{r.assignee?.name ?? "Not yet assigned"}</Fact>
      </Box>
      <Box sx={{ mt: 2 }}>
        <Fact label="Purpose">
          <Typography sx={{ whiteSpace: "pre-wrap" }}>{r.purpose}</Typography>
        </Fact>
      </Box>
      {r.records.length > 0 ? (
        <Box sx={{ mt: 2 }}>
          <Fact label="Catalogue records">
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap", mt: 0.5 }}>
              {r.records.map((rec) => (
                <Chip
                  key={`${rec.type}:${rec.id}`}
                  size="small"
                  label={`${rec.type.replace(/_/g, " ")} ${rec.id}`}
                />
              ))}
            </Stack>
          </Fact>
        </Box>
      ) : null}
      {r.area ? (
        <Box sx={{ mt: 2 }}>
          <Fact label="Area">
            <Typography data-testid="request-area">
              A polygon of {cornersOf(r.area.coordinates[0])} corners: {formatBounds(polygonBbox(r.area))}
            </Typography>
            <AreaMap area={r.area} />
          </Fact>
        </Box>
      ) : null}
      {r.staffNote ? (
        <Box sx={{ mt: 2 }}>
          <Fact label={r.status === "declined" ? "Why it was declined" : "Note from the data team"}>
            <Typography sx={{ whiteSpace: "pre-wrap" }} data-testid="staff-note">
              {r.staffNote}
            </Typography>
          </Fact>
        </Box>
      ) : null}
    </Paper>
  );
}
