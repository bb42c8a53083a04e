import { Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import { DELIVERY_ITEM_TYPE, DOWNLOAD_ITEM_TYPE_LABELS, type DownloadPackageDetail } from "@strata/core";
import { Link as RouterLink } from "react-router";
import { ConfirmButton } from "../../../components/admin/index.ts";
import { recordPath } from "../../../lib/catalog-links.ts";
import { useCancelItem, useRemoveItem } from "../api/mutations.ts";
import { formatCredits, formatSize } from "./format.ts";
import { PackageStatusChip } from "./PackageStatusChip.tsx";

/** The package's records: status, files, size, credits; remove (draft) or cancel (confirmed, not delivered). */
export function PackageItems({ pkg }: { pkg: DownloadPackageDetail }) {
  const remove = useRemoveItem();
  const cancel = useCancelItem();
  if (pkg.items.length === 0) {
    return (
      <Typography color="text.secondary">
        No records yet: add them from the catalogue or a record page.
      </Typography>
    );
  }
  const cancellable = pkg.allowedActions.includes("cancel");
  return (
    <Table size="small" aria-label="Items">
      <TableHead>
        <TableRow>
          <TableCell>Record</TableCell>
          <TableCell>Category</TableCell>
          <TableCell>Status</TableCell>
          <TableCell align="right">Files</TableCell>
          <TableCell align="right">Size</TableCell>
          <TableCell align="right">Credits</TableCell>
          <TableCell>Actions</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {pkg.items.map((item) => (
          <TableRow key={item.id} data-testid="package-item">
            <TableCell sx={{ overflowWrap: "anywhere" }}>
              {item.sdcType === DELIVERY_ITEM_TYPE ? (
                <Link component={RouterLink} to={`/data-requests/${item.recordId}`}>
                  {item.title}
                </Link>
              ) : (
                <Link component={RouterLink} to={recordPath(item.sdcType, item.recordId)}>
                  {item.title}
                </Link>
              )}
              {item.error ? (
                <Typography variant="body2" color="error">
                  {item.error}
                </Typography>
              ) : null}
            </TableCell>
            <TableCell>{DOWNLOAD_ITEM_TYPE_LABELS[item.sdcType]}</TableCell>
            <TableCell>
              <PackageStatusChip status={item.status} />
            </TableCell>
            <TableCell align="right">{item.fileCount}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
              {formatSize(item.sizeBytes)}
            </TableCell>
            <TableCell align="right">{item.credits}</TableCell>
            <TableCell>
              {pkg.status === "draft" ? (
                <ConfirmButton
                  label="Remove"
                  color="warning"
                  title={`Remove ${item.title}?`}
                  text="The record leaves this package; nothing was spent on it yet."
                  onConfirm={() => remove.mutateAsync(item.id)}
                />
              ) : cancellable && (item.status === "pending" || item.status === "ready") ? (
                <ConfirmButton
                  label="Cancel"
                  color="error"
                  title={`Cancel ${item.title}?`}
                  text={`The record leaves the package and ${formatCredits(item.credits)} come back to your organisation.`}
                  onConfirm={() => cancel.mutateAsync(item.id)}
                />
              ) : null}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
