import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { Alert, Box, Button, Chip, Paper, Typography } from "@mui/material";
import { CATALOG_REGISTRY, catalogColumn, isCatalogType } from "@strata/core";
import { Link as RouterLink, useLocation, useNavigate, useParams } from "react-router";
import { NotFoundPage } from "../../../components/NotFoundPage.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { RenewNotice } from "../../../components/RenewNotice.tsx";
import { Can } from "../../../lib/ability/index.ts";
import { ApiError, errorMessage } from "../../../lib/api.ts";
import { catalogPath } from "../../../lib/catalog-links.ts";
import { RequestDataLink } from "../../data-requests/index.ts";
import { AddToPackageButton, DownloadRecordButton } from "../../downloads/index.ts";
import { ProductionDataLink } from "../../production-data/index.ts";
import { RecordTags } from "../../tags/index.ts";
import { useRecord } from "../api/get-record.ts";
import { BookmarkButton } from "../components/BookmarkButton.tsx";
import { LinkedRecords, ReferencedBy } from "../components/LinkedRecords.tsx";
import { RecordFiles } from "../components/RecordFiles.tsx";
import { RecordMap } from "../components/RecordMap.tsx";
import { RecordMetadata } from "../components/RecordMetadata.tsx";

/**
 * A record: its metadata (glossary terms marked), a small map, files and download decision, linked
 * records, tags and bookmark.
 */
export function RecordPage() {
  const params = useParams();
  const type = params.type ?? "";
  if (!isCatalogType(type) || !params.id) return <NotFoundPage />;
  return <RecordView type={type} id={params.id} />;
}

function RecordView({ type, id }: { type: Parameters<typeof useRecord>[0]; id: string }) {
  const record = useRecord(type, id);
  const navigate = useNavigate();
  const location = useLocation();
  const def = CATALOG_REGISTRY[type];
  // Back returns to the search the visitor came from; a shared link goes to the category instead.
  const cameFromApp = location.key !== "default";
  const back = cameFromApp ? (
    <Button startIcon={<ArrowBackIcon />} onClick={() => navigate(-1)}>
      Back
    </Button>
  ) : (
    <Button startIcon={<ArrowBackIcon />} component={RouterLink} to={catalogPath({ type })}>
      Back to the catalogue
    </Button>
  );

  if (record.isPending) return <PageLoader />;
  if (record.isError) {
    if (record.error instanceof ApiError && record.error.status === 404) {
      return (
        <>
          <PageHeader title="Record not found" />
          <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
            There is no {def.displayName} record {id}.
          </Alert>
          {back}
        </>
      );
    }
    return (
      <>
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {errorMessage(record.error)}
        </Alert>
        {back}
      </>
    );
  }

  const details = record.data;
  return (
    <>
      <Box sx={{ mb: 1 }}>{back}</Box>
      <PageHeader
        title={details.title}
        subtitle={
          <Box
            component="span"
            sx={{ display: "inline-flex", flexWrap: "wrap", gap: 1, alignItems: "center" }}
          >
            <Chip label={def.displayName} size="small" color="primary" variant="outlined" />
            <span>
              {catalogColumn(type, def.idField)?.label ?? def.idField}: {details.id}
            </span>
            <RecordTags type={type} id={details.id} title={details.title} tags={details.tags} />
          </Box>
        }
        actions={
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "flex-start" }}>
            <Can I="view" a="SmartViewerBookmark">
              <BookmarkButton type={type} id={details.id} bookmarkId={details.bookmarkId} />
            </Can>
            <RequestDataLink records={[{ type, id: details.id }]} />
            {type === "Well_Log" ? <ProductionDataLink well={details.title} /> : null}
            {details.access === "full" && details.download.allowed && details.files.length > 0 ? (
              <DownloadRecordButton
                record={{ type, id: details.id }}
                sizeBytes={details.files.reduce((sum, f) => sum + f.sizeBytes, 0)}
              />
            ) : null}
            {details.access === "full" ? (
              <AddToPackageButton
                records={[{ type, id: details.id }]}
                refusal={
                  !details.download.allowed
                    ? (details.refusal?.message ?? details.download.message)
                    : details.files.length === 0
                      ? "This record has no files to download yet."
                      : null
                }
              />
            ) : null}
          </Box>
        }
      />
      {details.access === "expired" ? <RenewNotice message={details.renew?.message} /> : null}
      <Box
        sx={{
          display: "grid",
          gap: 2,
          gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "minmax(0, 1fr) minmax(0, 1fr)" },
          alignItems: "start",
        }}
      >
        <RecordMetadata type={type} record={details.record} />
        <Box sx={{ display: "flex", flexDirection: "column", gap: 2, minWidth: 0 }}>
          {details.geometry ? (
            <Paper variant="outlined" component="section" aria-labelledby="location-heading" sx={{ p: 2 }}>
              <Typography id="location-heading" variant="h2" sx={{ mb: 1.5 }}>
                Location
              </Typography>
              <RecordMap type={type} title={details.title} geometry={details.geometry} bbox={details.bbox} />
            </Paper>
          ) : null}
          <RecordFiles details={details} />
          <LinkedRecords type={type} linked={details.linked} />
          <ReferencedBy records={details.referencedBy} />
        </Box>
      </Box>
    </>
  );
}

export { RecordPage as Component };
