import MapIcon from "@mui/icons-material/Map";
import {
  Alert,
  Box,
  Button,
  Paper,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tabs,
  Typography,
} from "@mui/material";
import type { BidRoundInventory, BlockInventory } from "@strata/core";
import { lazy, Suspense } from "react";
import { Link as RouterLink, useSearchParams } from "react-router";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { useBidRoundInventory } from "../api/get-bid-round-inventory.ts";
import { BlockPreviews } from "../components/BlockPreviews.tsx";

const BlockInventoryCharts = lazy(() => import("../components/BlockInventoryCharts.tsx"));

const decimal = new Intl.NumberFormat("en-MY", { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat("en-MY");
type Round = BidRoundInventory["rounds"][number];

/** Each bid round's blocks on offer, what the catalogue holds inside each, and its charts. */
export function BidRoundsPage() {
  const inventory = useBidRoundInventory();
  const [params, setParams] = useSearchParams();

  if (inventory.isPending) return <PageLoader />;
  const header = (
    <PageHeader
      title="Bid-round data"
      subtitle="The blocks on offer in each bid round and the data inside them, before you bid."
    />
  );
  if (inventory.isError) {
    return (
      <>
        {header}
        <Alert severity="error" role="alert">
          {errorMessage(inventory.error)}
        </Alert>
      </>
    );
  }
  const { rounds } = inventory.data;
  if (rounds.length === 0) {
    return (
      <>
        {header}
        <Alert severity="info">No blocks are on offer in a bid round at the moment.</Alert>
      </>
    );
  }
  const round = rounds.find((r) => r.name === params.get("round")) ?? rounds[0];
  const block = round.blocks.find((b) => b.name === params.get("block")) ?? round.blocks[0];
  const pick = (next: { round?: string; block?: string }) => {
    const query = new URLSearchParams(params);
    if (next.round) {
      query.set("round", next.round);
      query.delete("block");
    }
    if (next.block) query.set("block", next.block);
    setParams(query, { replace: true });
  };

  return (
    <>
      {header}
      <Tabs
        value={round.name}
        onChange={(_, value: string) => pick({ round: value })}
        aria-label="Bid rounds"
        variant="scrollable"
        sx={{ mb: 2 }}
      >
        {rounds.map((r) => (
          <Tab key={r.name} value={r.name} label={r.name} />
        ))}
      </Tabs>
      <RoundTotals round={round} />
      <BlockTable round={round} selected={block.name} onSelect={(name) => pick({ block: name })} />
      <Paper variant="outlined" component="section" aria-labelledby="block-heading" sx={{ p: 2, mt: 2 }}>
        <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "center", mb: 1.5 }}>
          <Typography id="block-heading" variant="h2">
            Block {block.name}
          </Typography>
          <Button
            component={RouterLink}
            to={`/map?center=${block.center.map((n) => n.toFixed(4)).join(",")}&zoom=8`}
            startIcon={<MapIcon />}
          >
            Show on the map
          </Button>
        </Box>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {block.basin} basin, {block.region}
          {block.operator ? `, operated by ${block.operator}` : ""}
          {block.areaKm2 !== null ? `; ${decimal.format(block.areaKm2)} km²` : ""}
        </Typography>
        <Suspense fallback={<PageLoader />}>
          <BlockInventoryCharts block={block} />
        </Suspense>
        <BlockPreviews block={block.name} />
      </Paper>
    </>
  );
}

function RoundTotals({ round }: { round: Round }) {
  const { totals } = round;
  const figures: [string, string][] = [
    ["Blocks on offer", whole.format(totals.blocks)],
    ["2D seismic", `${decimal.format(totals.seismic2dKm)} km`],
    ["3D seismic", `${decimal.format(totals.seismic3dKm2)} km²`],
    ["Wells", whole.format(totals.wells)],
    ["Non-seismic surveys", whole.format(totals.nonSeismic)],
    ["Technical reports", whole.format(totals.reports)],
  ];
  return (
    <Box
      component="dl"
      aria-label={`${round.name} totals`}
      sx={{
        display: "grid",
        gap: 1,
        gridTemplateColumns: "repeat(auto-fill, minmax(160px, 1fr))",
        m: 0,
        mb: 2,
      }}
    >
      {figures.map(([label, value]) => (
        <Paper key={label} variant="outlined" sx={{ p: 1.5 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="h3" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

function BlockTable({
  round,
  selected,
  onSelect,
}: {
  round: Round;
  selected: string;
  onSelect: (block: string) => void;
}) {
  const row = (b: BlockInventory) => [
    `${decimal.format(b.totals.seismic2dKm)}`,
    `${decimal.format(b.totals.seismic3dKm2)}`,
    whole.format(b.totals.wells),
    whole.format(b.totals.nonSeismic),
    whole.format(b.totals.reports),
  ];
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={`Blocks on offer in ${round.name}`}>
        <TableHead>
          <TableRow>
            <TableCell>Block</TableCell>
            <TableCell>Basin</TableCell>
            <TableCell align="right">2D (km)</TableCell>
            <TableCell align="right">3D (km²)</TableCell>
            <TableCell align="right">Wells</TableCell>
            <TableCell align="right">Surveys</TableCell>
            <TableCell align="right">Reports</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {round.blocks.map((b) => (
            <TableRow key={b.name} selected={b.name === selected} aria-selected={b.name === selected}>
              <TableCell>
                <Button size="small" onClick={() => onSelect(b.name)} aria-label={`Show block ${b.name}`}>
                  {b.name}
                </Button>
              </TableCell>
              <TableCell>{b.basin}</TableCell>
              {row(b).map((value, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                <TableCell key={i} align="right">
                  {value}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export { BidRoundsPage as Component };
