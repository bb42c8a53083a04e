import { Box } from "@mui/material";
import type { CreditLedgerEntry, Paged } from "@strata/core";
import { formatDate } from "@strata/core";
import { type Column, DataTable } from "../../../components/admin/index.ts";
import type { ListParams } from "../../../components/admin/list-params.ts";

const KIND_LABEL: Record<CreditLedgerEntry["kind"], string> = {
  grant: "Purchase",
  spend: "Download",
  refund: "Refund",
  adjust: "Adjustment",
  expire: "Expired",
};

const COLUMNS: Column<CreditLedgerEntry>[] = [
  { key: "date", label: "Date", render: (e) => formatDate(e.createdAt) },
  { key: "kind", label: "Kind", render: (e) => KIND_LABEL[e.kind] },
  {
    key: "what",
    label: "What",
    render: (e) => (
      <>
        {e.reference ?? e.reason ?? "—"}
        {e.expiresAt && e.kind === "grant" ? (
          <Box component="span" sx={{ color: "text.secondary", display: "block", fontSize: "0.8em" }}>
            Valid until {formatDate(e.expiresAt)}
          </Box>
        ) : null}
      </>
    ),
  },
  {
    key: "credits",
    label: "Credits",
    align: "right",
    render: (e) => (
      <Box
        component="span"
        sx={{ color: e.credits < 0 ? "text.primary" : "success.main", whiteSpace: "nowrap" }}
      >
        {e.credits > 0 ? "+" : "−"}
        {Math.abs(e.credits).toLocaleString("en-MY")}
      </Box>
    ),
  },
  { key: "balance", label: "Balance", align: "right", render: (e) => e.balanceAfter.toLocaleString("en-MY") },
  { key: "by", label: "By", render: (e) => e.actorName ?? "Strata" },
];

/** The credit ledger, newest first: what was added, spent on what, adjusted and expired. */
export function LedgerTable({
  ledger,
  loading,
  error,
  params,
}: {
  ledger: Paged<CreditLedgerEntry> | undefined;
  loading: boolean;
  error?: unknown;
  params: Pick<ListParams<string>, "page" | "pageSize" | "setPage" | "setPageSize">;
}) {
  return (
    <DataTable
      label="Credit ledger"
      columns={COLUMNS}
      rows={ledger?.result}
      total={ledger?.pageTotal}
      loading={loading}
      error={error}
      emptyText="No credits yet: buy a plan to start."
      params={params}
      rowKey={(e) => e.id}
    />
  );
}
