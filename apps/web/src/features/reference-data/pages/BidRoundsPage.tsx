import { Chip } from "@mui/material";
import { BID_ROUND_PHASES, type BidRound, type BidRoundPhase } from "@strata/core";
import { type Column, SelectFilter } from "../../../components/admin/index.ts";
import { bidRoundsApi } from "../api/bid-rounds.ts";
import { BidRoundDialog } from "../components/BidRoundDialog.tsx";
import { ReferenceListPage } from "../components/ReferenceListPage.tsx";

const PHASE_LABEL: Record<BidRoundPhase, string> = { open: "Open", upcoming: "Upcoming", closed: "Closed" };
const PHASE_COLOR = { open: "success", upcoming: "info", closed: "default" } as const;

const columns: readonly Column<BidRound>[] = [
  { key: "name", label: "Name", render: (r) => r.name },
  { key: "opensOn", label: "Opens on", render: (r) => r.opensOn },
  { key: "closesOn", label: "Closes on", render: (r) => r.closesOn },
  {
    key: "phase",
    label: "Phase",
    render: (r) => (
      <Chip size="small" variant="outlined" label={PHASE_LABEL[r.phase]} color={PHASE_COLOR[r.phase]} />
    ),
  },
  { key: "applicationCount", label: "Applications", align: "right", render: (r) => r.applicationCount },
];

export function BidRoundsPage() {
  return (
    <ReferenceListPage
      title="Bid rounds"
      subtitle="Bid-round, MBR, MPM study and VDR plans apply for a round that is open."
      noun="bid round"
      subject="BidRound"
      crud={bidRoundsApi}
      columns={columns}
      filterNames={["phase"]}
      filters={(params) => (
        <SelectFilter
          label="Phase"
          value={params.filters.phase}
          options={BID_ROUND_PHASES.map((p) => ({ value: p, label: PHASE_LABEL[p] }))}
          onChange={(v) => params.setFilter("phase", v)}
        />
      )}
      emptyText="No bid rounds match."
      Editor={BidRoundDialog}
      deleteWarning="A round that applications name cannot be deleted."
    />
  );
}

export { BidRoundsPage as Component };
