import { Box, Button, Link, Typography } from "@mui/material";
import { DOWNLOAD_MANAGER_REFUSAL, type PackageRecord } from "@strata/core";
import { Link as RouterLink } from "react-router";
import { Can } from "../../../lib/ability/index.ts";
import { ApiError, errorMessage } from "../../../lib/api.ts";
import { toast } from "../../../lib/toasts/index.ts";
import { useAddToPackage } from "../api/mutations.ts";
import { formatCredits, formatSize } from "./format.ts";
import { SkippedRecords, skippedOf } from "./SkippedRecords.tsx";

/**
 * "Add to download package" for a record page or the catalogue's selected rows. Users without the
 * download manager (section 6) see it disabled with the reason; a record the download decision
 * refuses passes that reason as `refusal`. Of several records, those that can go in are added and
 * the rest are listed with why.
 */
export function AddToPackageButton({
  records,
  refusal,
  label = "Add to download package",
}: {
  records: PackageRecord[];
  refusal?: string | null;
  label?: string;
}) {
  const add = useAddToPackage();
  const onAdd = () =>
    add.mutate(records, {
      onSuccess: (pkg) => {
        const left = pkg.skipped.length ? ` ${pkg.skipped.length} could not be added (listed below).` : "";
        toast[pkg.skipped.length ? "warning" : "success"](
          `Added to “${pkg.name}”: ${pkg.itemCount} record${pkg.itemCount === 1 ? "" : "s"}, ${formatSize(pkg.sizeBytes)}, ${formatCredits(pkg.credits)} on confirmation.${left}`,
          { toastId: "download-package" },
        );
      },
      onError: (error) => toast.error(errorMessage(error), { toastId: "download-package-error" }),
    });
  // What the last add left out: from its answer, or from its refusal when nothing could go in.
  const skipped = add.data
    ? add.data.skipped
    : add.error instanceof ApiError && records.length > 1
      ? skippedOf(add.error.details)
      : [];
  return (
    <Can I="view" a="DownloadManager" passThrough>
      {({ isAllowed }) => {
        const reason = isAllowed ? (refusal ?? null) : DOWNLOAD_MANAGER_REFUSAL;
        return (
          <Box sx={{ display: "flex", flexDirection: "column", alignItems: "flex-end", gap: 0.5 }}>
            <Button
              variant="contained"
              disabled={reason !== null || records.length === 0 || add.isPending}
              onClick={onAdd}
            >
              {label}
            </Button>
            {reason ? (
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ maxWidth: 360 }}
                data-testid="download-refusal"
              >
                {reason}
              </Typography>
            ) : null}
            <SkippedRecords skipped={skipped} added={Boolean(add.data)} />
            {add.data ? (
              <Link component={RouterLink} to={`/downloads/${add.data.id}`} variant="body2">
                Open the package ({add.data.itemCount} record{add.data.itemCount === 1 ? "" : "s"})
              </Link>
            ) : null}
          </Box>
        );
      }}
    </Can>
  );
}
