import { Alert, Card, CardActionArea, CardContent, Chip, Stack, Typography } from "@mui/material";
import { formatDate } from "@strata/core";
import { Link as RouterLink } from "react-router";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { useMbrRounds } from "../api/mbr.ts";

/** The MBR area's bid rounds: each opens on its blocks, dates, documents and packages. */
export function MbrRoundsPage() {
  const rounds = useMbrRounds();
  const header = (
    <PageHeader
      title="MBR"
      subtitle="Malaysia Bid Round: the blocks on offer, the round's documents and key dates, and its data packages."
    />
  );
  if (rounds.isPending) return <PageLoader />;
  if (rounds.isError) {
    return (
      <>
        {header}
        <Alert severity="error" role="alert">
          {errorMessage(rounds.error)}
        </Alert>
      </>
    );
  }
  const list = rounds.data.rounds;
  return (
    <>
      {header}
      {list.length === 0 ? (
        <Alert severity="info">No bid round is published at the moment.</Alert>
      ) : (
        <Stack spacing={2} component="ul" sx={{ listStyle: "none", p: 0, m: 0 }} aria-label="Bid rounds">
          {list.map((round) => (
            <li key={round.id}>
              <Card variant="outlined">
                <CardActionArea component={RouterLink} to={`/mbr/${round.id}`}>
                  <CardContent>
                    <Stack direction="row" spacing={1} sx={{ mb: 0.5, alignItems: "center" }}>
                      <Typography variant="h6" component="h2">
                        {round.name}
                      </Typography>
                      <Chip
                        size="small"
                        label={round.isOpen ? "Open" : "Not open"}
                        color={round.isOpen ? "success" : "default"}
                      />
                      {!round.published && <Chip size="small" label="Unpublished" color="warning" />}
                    </Stack>
                    <Typography variant="body2" color="text.secondary">
                      {formatDate(round.opensOn)} to {formatDate(round.closesOn)} · {round.blockCount} block
                      {round.blockCount === 1 ? "" : "s"} on offer
                    </Typography>
                    {round.description && <Typography variant="body2">{round.description}</Typography>}
                  </CardContent>
                </CardActionArea>
              </Card>
            </li>
          ))}
        </Stack>
      )}
    </>
  );
}

export { MbrRoundsPage as Component };
