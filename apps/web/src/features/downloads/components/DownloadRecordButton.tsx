import { Button } from "@mui/material";
import { itemCredits, type PackageRecord } from "@strata/core";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ConfirmDialog } from "../../../components/admin/index.ts";
import { Can, useCurrentUser } from "../../../lib/ability/index.ts";
import { useDownloadRecord } from "../api/download-record.ts";
import { formatCredits, formatSize } from "./format.ts";

/**
 * "Download now" on a record page: a package of this record alone, confirmed at once, so a user who
 * wants one record skips the open package (decision 0201). It asks first, naming the size and the
 * credits, and opens the package's page, where its preparation and ZIP are. Shown only when the
 * record can be downloaded: the add button beside it says why when it cannot.
 */
export function DownloadRecordButton({ record, sizeBytes }: { record: PackageRecord; sizeBytes: number }) {
  const [asking, setAsking] = useState(false);
  const download = useDownloadRecord();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const credits = user ? itemCredits(sizeBytes, user.role) : null;
  const cost =
    credits === null
      ? ""
      : credits === 0
        ? " Your plan includes it: no credits."
        : ` It costs ${formatCredits(credits)}.`;
  return (
    <Can I="view" a="DownloadManager">
      <Button variant="outlined" onClick={() => setAsking(true)} disabled={download.isPending}>
        Download now
      </Button>
      <ConfirmDialog
        open={asking}
        title="Download this record now?"
        message={`A package of this record alone (${formatSize(sizeBytes)}) is made and prepared at once, apart from your open package.${cost} Asking again while it is ready downloads the same package and costs nothing.`}
        confirmLabel="Download now"
        onConfirm={async () => {
          const pkg = await download.mutateAsync(record);
          setAsking(false);
          navigate(`/downloads/${pkg.id}`);
        }}
        onClose={() => setAsking(false)}
      />
    </Can>
  );
}
