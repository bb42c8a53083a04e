import { Chip, type ChipProps } from "@mui/material";
import type { StudyReportStatus } from "@strata/core";

const LOOK: Record<StudyReportStatus, { label: string; color: ChipProps["color"] }> = {
  draft: { label: "Draft", color: "default" },
  submitted: { label: "Submitted", color: "info" },
  under_review: { label: "Under review", color: "info" },
  changes_requested: { label: "Changes requested", color: "warning" },
  accepted: { label: "Accepted", color: "success" },
};

/** The study report's status in words. */
export function StudyStatusChip({ status }: { status: StudyReportStatus }) {
  const look = LOOK[status];
  return <Chip size="small" variant="outlined" label={look.label} color={look.color} data-status={status} />;
}
