import DownloadIcon from "@mui/icons-material/Download";
import { Button, Stack } from "@mui/material";
import type { ReportKey } from "@strata/core";
import { reportExportHref } from "../api/get-report.ts";

/**
 * Export every row of the filters (not just the page). Plain links: the browser streams the file to
 * disk itself, with its own progress, however many rows it holds.
 */
export function ExportButtons({
  reportKey,
  filters,
}: {
  reportKey: ReportKey;
  filters: Record<string, string>;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
      {(["csv", "xlsx"] as const).map((format) => (
        <Button
          key={format}
          variant="outlined"
          startIcon={<DownloadIcon />}
          href={reportExportHref(reportKey, filters, format)}
          download
          sx={{ whiteSpace: "nowrap" }}
        >
          Export {format.toUpperCase()}
        </Button>
      ))}
    </Stack>
  );
}
