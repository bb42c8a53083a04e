import { Alert, Box, Button, Paper, Stack, TablePagination, Typography } from "@mui/material";
import { useState } from "react";
import { useNavigate } from "react-router";
import { errorMessage } from "../../../lib/api.ts";
import { toast } from "../../../lib/toasts/index.ts";
import { useMyCuratedPackages, useTakeCuratedPackage } from "../api/mine.ts";
import { formatSize } from "./format.ts";

/**
 * "Curated for you" in the download manager: packages the repository prepared for the user or their
 * organisation. "Get package" makes a download package of it (free) and opens it. Hidden when none.
 */
export function CuratedForYou() {
  const [page, setPage] = useState(1);
  const pageSize = 5;
  const list = useMyCuratedPackages({ page, pageSize });
  const take = useTakeCuratedPackage();
  const navigate = useNavigate();
  const rows = list.data?.result ?? [];
  if (list.isError) return <Alert severity="error">{errorMessage(list.error)}</Alert>;
  if (!list.data || list.data.pageTotal === 0) return null;

  const get = async (id: string) => {
    try {
      const { packageId, created } = await take.mutateAsync(id);
      if (!created) toast.info("You took this package already; here it is.");
      navigate(`/downloads/${packageId}`);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };

  return (
    <Box component="section" aria-labelledby="curated-for-you" sx={{ mb: 3 }}>
      <Typography id="curated-for-you" variant="h6" component="h2" sx={{ mb: 1 }}>
        Curated for you
      </Typography>
      <Paper variant="outlined">
        <Stack divider={<Box sx={{ borderTop: 1, borderColor: "divider" }} />}>
          {rows.map((c) => (
            <Stack
              key={c.id}
              data-testid="curated-package"
              direction={{ xs: "column", sm: "row" }}
              spacing={2}
              sx={{ p: 2, alignItems: { sm: "center" } }}
            >
              <Box sx={{ flex: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>{c.name}</Typography>
                {c.description ? (
                  <Typography variant="body2" color="text.secondary">
                    {c.description}
                  </Typography>
                ) : null}
                <Typography variant="body2" color="text.secondary">
                  {c.recordCount} record{c.recordCount === 1 ? "" : "s"} · {formatSize(c.sizeBytes)} · no
                  credits
                </Typography>
              </Box>
              <Button
                variant={c.packageId ? "outlined" : "contained"}
                disabled={take.isPending}
                onClick={() => get(c.id)}
                aria-label={`${c.packageId ? "Open package" : "Get package"} ${c.name}`}
              >
                {c.packageId ? "Open package" : "Get package"}
              </Button>
            </Stack>
          ))}
        </Stack>
        {list.data.pageTotal > pageSize ? (
          <TablePagination
            component="div"
            count={list.data.pageTotal}
            page={page - 1}
            rowsPerPage={pageSize}
            rowsPerPageOptions={[pageSize]}
            onPageChange={(_, next) => setPage(next + 1)}
          />
        ) : null}
      </Paper>
    </Box>
  );
}
