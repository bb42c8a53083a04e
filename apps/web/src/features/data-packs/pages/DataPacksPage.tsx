import BoltIcon from "@mui/icons-material/Bolt";
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Pagination,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import type { PublishedDataPack } from "@strata/core";
import { useEffect, useState } from "react";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { useDataPacks } from "../api/get-data-packs.ts";
import { formatBytes, formatCredits, recordCount } from "../components/format.ts";
import { TakePackDialog } from "../components/TakePackDialog.tsx";

const PAGE_SIZE = 12;

function PackCard({ pack, onTake }: { pack: PublishedDataPack; onTake: () => void }) {
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={pack.name}
      sx={{ display: "flex", flexDirection: "column" }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {pack.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {pack.description || "No description."}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", rowGap: 1 }}>
          <Chip size="small" label={recordCount(pack.recordCount)} />
          <Chip size="small" label={formatBytes(pack.sizeBytes)} />
          <Chip size="small" color="primary" label={formatCredits(pack.credits)} data-testid="pack-price" />
          {pack.instant ? (
            <Chip
              size="small"
              color="success"
              variant="outlined"
              icon={<BoltIcon />}
              label="Downloads at once"
            />
          ) : null}
        </Stack>
      </CardContent>
      <CardActions>
        <Button variant="contained" onClick={onTake}>
          Take this pack
        </Button>
      </CardActions>
    </Card>
  );
}

/** Customers' data packs: the published bundles, their size and price, and taking one as a package. */
export function DataPacksPage() {
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const [taking, setTaking] = useState<PublishedDataPack | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(text.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [text]);
  const packs = useDataPacks({ page, pageSize: PAGE_SIZE, ...(q ? { q } : {}) });
  const pages = Math.max(1, Math.ceil((packs.data?.pageTotal ?? 0) / PAGE_SIZE));

  return (
    <>
      <PageHeader
        title="Data packs"
        subtitle="Ready-made bundles of records at a set price; taking one makes a download package for you."
      />
      <TextField
        label="Search packs"
        type="search"
        size="small"
        value={text}
        onChange={(event) => setText(event.target.value)}
        sx={{ mb: 2, minWidth: 280 }}
      />
      {packs.isPending ? <PageLoader /> : null}
      {packs.error ? <Alert severity="error">{errorMessage(packs.error)}</Alert> : null}
      {packs.data && packs.data.result.length === 0 ? (
        <Alert severity="info">
          {q ? `No data packs match “${q}”.` : "No data packs are published yet."}
        </Alert>
      ) : null}
      <Box
        sx={{
          display: "grid",
          gap: 2,
          gridTemplateColumns: { xs: "1fr", sm: "repeat(2, 1fr)", lg: "repeat(3, 1fr)" },
        }}
      >
        {packs.data?.result.map((pack) => (
          <PackCard key={pack.id} pack={pack} onTake={() => setTaking(pack)} />
        ))}
      </Box>
      {pages > 1 ? (
        <Pagination
          sx={{ mt: 2 }}
          count={pages}
          page={page}
          onChange={(_, next) => setPage(next)}
          aria-label="Data pack pages"
        />
      ) : null}
      <TakePackDialog pack={taking} onClose={() => setTaking(null)} />
    </>
  );
}

export { DataPacksPage as Component };
