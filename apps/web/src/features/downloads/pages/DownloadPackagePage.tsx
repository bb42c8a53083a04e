import { Alert, Box, Button, Link, Paper, Stack, Typography } from "@mui/material";
import { DOWNLOAD_EVENTS, type DownloadPackageDetail, type DownloadProgress } from "@strata/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { Link as RouterLink, useNavigate, useParams } from "react-router";
import { ConfirmButton } from "../../../components/admin/index.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { useSocketRoom } from "../../../lib/socket/index.ts";
import { toast } from "../../../lib/toasts/index.ts";
import { usePackage } from "../api/get-package.ts";
import { DOWNLOADS_KEY, packageKey, packageZipUrl } from "../api/keys.ts";
import { useCancelPackage, useConfirmPackage, useDeletePackage } from "../api/mutations.ts";
import { DownloaderLinks } from "../components/DownloaderLinks.tsx";
import { formatCredits, formatDate, formatSize } from "../components/format.ts";
import { PackageItems } from "../components/PackageItems.tsx";
import { PackageProgress } from "../components/PackageProgress.tsx";
import { PackageStatusChip } from "../components/PackageStatusChip.tsx";

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography>{value}</Typography>
    </Box>
  );
}

/** One package: what it holds and costs, its live preparation, and confirm, cancel and download as allowed. */
export function DownloadPackagePage() {
  const { id = "" } = useParams();
  const pkg = usePackage(id);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const confirm = useConfirmPackage();
  const cancel = useCancelPackage();
  const remove = useDeletePackage();

  // Live preparation: progress into the cached package; the outcome refetches it.
  useSocketRoom(pkg.data?.status === "preparing" ? pkg.data.room : null, {
    [DOWNLOAD_EVENTS.progress]: (progress: DownloadProgress) =>
      queryClient.setQueryData<DownloadPackageDetail>(packageKey(id), (old) =>
        old ? { ...old, progress } : old,
      ),
    [DOWNLOAD_EVENTS.done]: () => {
      queryClient.invalidateQueries({ queryKey: DOWNLOADS_KEY });
      queryClient.invalidateQueries({ queryKey: ["credits", "me"] });
    },
  });

  // Told once the package leaves preparation, whether the room or a refetch brought the news.
  const status = pkg.data?.status;
  const previous = useRef(status);
  useEffect(() => {
    // From a draft too: a small package can be prepared before the confirmation's answer is read.
    const wasWaiting = previous.current === "preparing" || previous.current === "draft";
    if (wasWaiting && status === "ready") {
      toast.success("Your package is ready to download.", { toastId: "download-ready" });
    } else if (wasWaiting && status === "failed") {
      toast.error(pkg.data?.error ?? "The package failed.", { toastId: "download-failed" });
    }
    previous.current = status;
  }, [status, pkg.data?.error]);

  if (pkg.isPending) return <PageLoader />;
  if (pkg.isError) return <Alert severity="error">{errorMessage(pkg.error)}</Alert>;
  const p = pkg.data;
  const can = (action: DownloadPackageDetail["allowedActions"][number]) => p.allowedActions.includes(action);

  return (
    <>
      <Box sx={{ mb: 1 }}>
        <Link component={RouterLink} to="/downloads">
          ← Download manager
        </Link>
      </Box>
      <PageHeader
        title={p.name}
        subtitle={<PackageStatusChip status={p.status} />}
        actions={
          <Stack direction="row" spacing={1}>
            {can("confirm") ? (
              <ConfirmButton
                label="Confirm"
                title="Confirm this package?"
                text={`${p.itemCount} record${p.itemCount === 1 ? "" : "s"}, ${formatSize(p.sizeBytes)}. Confirming spends ${formatCredits(p.credits)} of your organisation's download credits; what is cancelled or cannot be prepared comes back.`}
                onConfirm={() => confirm.mutateAsync(p.id)}
              />
            ) : null}
            {can("delete") ? (
              <ConfirmButton
                label="Delete"
                color="warning"
                title="Delete this package?"
                text="Nothing was spent on it; its records are removed from it."
                onConfirm={async () => {
                  await remove.mutateAsync(p.id);
                  navigate("/downloads");
                }}
              />
            ) : null}
            {can("cancel") ? (
              <ConfirmButton
                label="Cancel package"
                color="error"
                title="Cancel this package?"
                text={`It will not be delivered, and ${formatCredits(p.credits)} come back to your organisation.`}
                onConfirm={() => cancel.mutateAsync(p.id)}
              />
            ) : null}
            {can("download") ? (
              <Button variant="contained" component="a" href={packageZipUrl(p.id)} download>
                Download ZIP
              </Button>
            ) : null}
          </Stack>
        }
      />
      {p.error ? (
        <Alert
          severity={p.status === "failed" ? "error" : "warning"}
          sx={{ mb: 2 }}
          data-testid="package-error"
        >
          {p.error}
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr 1fr", md: "repeat(5, 1fr)" } }}>
          <Fact label="Records" value={String(p.itemCount)} />
          <Fact label="Size" value={formatSize(p.sizeBytes)} />
          <Fact label="ZIP" value={p.zipSizeBytes === null ? "—" : formatSize(p.zipSizeBytes)} />
          <Fact
            label={p.status === "draft" ? "Credits on confirmation" : "Credits"}
            value={`${p.credits}${p.creditsRefunded > 0 ? ` (${p.creditsRefunded} refunded)` : ""}`}
          />
          <Fact label="Expires" value={formatDate(p.expiresAt)} />
        </Box>
        {p.status === "preparing" ? (
          <Box sx={{ mt: 2 }}>
            <PackageProgress progress={p.progress} />
          </Box>
        ) : null}
        {can("download") ? (
          <Box sx={{ mt: 2 }}>
            <DownloaderLinks packageId={p.id} packageName={p.name} />
          </Box>
        ) : null}
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h2" sx={{ mb: 1.5 }}>
          Items
        </Typography>
        <PackageItems pkg={p} />
      </Paper>
    </>
  );
}

export { DownloadPackagePage as Component };
