import { Alert, Stack, Typography } from "@mui/material";
import type { PublishedDataPack } from "@strata/core";
import { useNavigate } from "react-router";
import { ConfirmDialog } from "../../../components/admin/index.ts";
import { toast } from "../../../lib/toasts/index.ts";
import { useCreditBalance, useTakeDataPack } from "../api/take-data-pack.ts";
import { formatBytes, formatCredits, recordCount } from "./format.ts";

/** Asks before taking a pack: what it holds, what it costs and the balance it leaves; then opens the package. */
export function TakePackDialog({ pack, onClose }: { pack: PublishedDataPack | null; onClose: () => void }) {
  const balance = useCreditBalance(pack !== null && pack.credits > 0);
  const take = useTakeDataPack();
  const navigate = useNavigate();
  const left = balance.data ? balance.data.balance - (pack?.credits ?? 0) : null;
  return (
    <ConfirmDialog
      open={pack !== null}
      title="Take this pack?"
      confirmLabel="Take this pack"
      onClose={onClose}
      onConfirm={async () => {
        if (!pack) return;
        const taken = await take.mutateAsync(pack.id);
        toast.success(
          taken.prebuilt
            ? "The pack is yours; its ZIP is built already."
            : "The pack is yours; it is being prepared.",
        );
        navigate(`/downloads/${encodeURIComponent(taken.packageId)}`);
      }}
      message={
        pack ? (
          <Stack spacing={1}>
            <Typography>
              “{pack.name}”: {recordCount(pack.recordCount)}, {formatBytes(pack.sizeBytes)}. It becomes a
              download package in your download manager.
            </Typography>
            <Typography data-testid="take-cost">
              {pack.credits === 0
                ? "This pack is free."
                : `Taking it spends ${formatCredits(pack.credits)} of your organisation's download credits.`}
            </Typography>
            {pack.credits > 0 && balance.data && left !== null ? (
              <Typography data-testid="take-balance">
                Balance: {balance.data.balance.toLocaleString("en-MY")} now,{" "}
                {Math.max(left, 0).toLocaleString("en-MY")} after.
              </Typography>
            ) : null}
            {left !== null && left < 0 ? (
              <Alert severity="warning">
                Your organisation's balance does not cover this pack. Buy credits first.
              </Alert>
            ) : null}
          </Stack>
        ) : null
      }
    />
  );
}
