import {
  Alert,
  Box,
  LinearProgress,
  MenuItem,
  Pagination,
  Paper,
  TextField,
  Typography,
} from "@mui/material";
import { CATALOG_REGISTRY, CATALOG_TYPES, isCatalogType, PAGE_SIZE_DEFAULT } from "@strata/core";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { useAppAbility } from "../../../lib/ability/index.ts";
import { errorMessage } from "../../../lib/api.ts";
import { useNewData } from "../api/get-new-data.ts";
import { AnnouncementCard } from "../components/AnnouncementCard.tsx";

/** Announcements of newly published data, newest first, filterable by category (in the address). */
export function NewDataPage() {
  const [params, setParams] = useSearchParams();
  const rawType = params.get("type") ?? "";
  const sdcType = isCatalogType(rawType) ? rawType : undefined;
  const page = Math.max(1, Number(params.get("page")) || 1);
  const announcements = useNewData({ page, pageSize: PAGE_SIZE_DEFAULT, sdcType });
  const pageCount = Math.ceil((announcements.data?.pageTotal ?? 0) / PAGE_SIZE_DEFAULT);
  const ability = useAppAbility();
  const linkRecords =
    ability.can("view", "SmartDataCatalog") || ability.can("view", "SmartDataCatalog-Expired");

  function setFilter(type: string) {
    setParams(type ? { type } : {});
  }

  function setPage(next: number) {
    const nextParams = new URLSearchParams(params);
    if (next === 1) nextParams.delete("page");
    else nextParams.set("page", String(next));
    setParams(nextParams);
    window.scrollTo({ top: 0 });
  }

  return (
    <>
      <PageHeader title="New data" subtitle="Data newly published in the catalogue." />
      <TextField
        select
        label="Category"
        value={sdcType ?? ""}
        onChange={(event) => setFilter(event.target.value)}
        size="small"
        margin="none"
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        sx={{ maxWidth: 280, mb: 2 }}
      >
        <MenuItem value="">All categories</MenuItem>
        {CATALOG_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {CATALOG_REGISTRY[type].displayName}
          </MenuItem>
        ))}
      </TextField>
      {announcements.isFetching && !announcements.isPending ? <LinearProgress aria-label="Loading" /> : null}
      {announcements.isPending ? <PageLoader /> : null}
      {announcements.isError ? (
        <Alert severity="error" role="alert">
          {errorMessage(announcements.error)}
        </Alert>
      ) : null}
      {announcements.data && announcements.data.result.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: "center" }}>
          <Typography color="text.secondary">
            {sdcType
              ? `No ${CATALOG_REGISTRY[sdcType].displayName} data has been announced yet.`
              : "No new data has been announced yet."}
          </Typography>
        </Paper>
      ) : null}
      {announcements.data?.result.map((announcement) => (
        <AnnouncementCard key={announcement.id} announcement={announcement} linkRecords={linkRecords} />
      ))}
      {pageCount > 1 ? (
        <Box sx={{ display: "flex", justifyContent: "center", mt: 2 }}>
          <Pagination
            count={pageCount}
            page={page}
            onChange={(_event, next) => setPage(next)}
            color="primary"
            aria-label="Pages of announcements"
          />
        </Box>
      ) : null}
    </>
  );
}

export { NewDataPage as Component };
