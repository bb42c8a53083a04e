import { Alert, Box, Breadcrumbs, Link, Paper, Tab, Tabs, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { Link as RouterLink, useParams, useSearchParams } from "react-router";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { useCoreCrossplot, useCorePhotos, useCoreSamples } from "../api/core-analysis.ts";
import { CorePhotos } from "../components/CorePhotos.tsx";
import { Crossplot } from "../components/Crossplot.tsx";
import { DepthTracks } from "../components/DepthTracks.tsx";
import { SampleTable } from "../components/SampleTable.tsx";

const VIEWS = ["samples", "depth", "crossplot", "photos"] as const;
type View = (typeof VIEWS)[number];
const LABELS: Record<View, string> = {
  samples: "Samples",
  depth: "Depth plot",
  crossplot: "Porosity–permeability",
  photos: "Core photographs",
};

function Loading<T>({
  query,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; data?: T };
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <Alert severity="error" role="alert">
        {errorMessage(query.error)}
      </Alert>
    );
  return <>{children(query.data as T)}</>;
}

/** One wellbore's core analysis: the samples, a depth plot, the crossplot with trends, and the photographs. */
export function CoreWellborePage() {
  const wellboreName = useParams().wellboreName ?? "";
  const [params, setParams] = useSearchParams();
  const view = (VIEWS as readonly string[]).includes(params.get("view") ?? "")
    ? (params.get("view") as View)
    : "samples";
  const samples = useCoreSamples(wellboreName);
  return (
    <>
      <Breadcrumbs sx={{ mb: 1 }}>
        <Link component={RouterLink} to="/core-analysis">
          COREAI data
        </Link>
        <Typography color="text.primary">{wellboreName}</Typography>
      </Breadcrumbs>
      <PageHeader
        title={`Core analysis: ${wellboreName}`}
        subtitle="Routine (RCA) and special (SCAL) core analysis by depth."
      />
      <Tabs
        value={view}
        onChange={(_, value: View) => setParams({ view: value }, { replace: true })}
        aria-label="Core analysis views"
        sx={{ mb: 2 }}
      >
        {VIEWS.map((v) => (
          <Tab key={v} value={v} label={LABELS[v]} id={`core-tab-${v}`} aria-controls={`core-panel-${v}`} />
        ))}
      </Tabs>
      <Paper
        variant="outlined"
        sx={{ p: 2 }}
        role="tabpanel"
        id={`core-panel-${view}`}
        aria-labelledby={`core-tab-${view}`}
      >
        {view === "samples" && (
          <Loading query={samples}>
            {(data) =>
              data.samples.length === 0 ? (
                <Typography color="text.secondary">No samples for this wellbore.</Typography>
              ) : (
                <>
                  {data.truncated && (
                    <Alert severity="info">Only the first {data.samples.length} samples are shown.</Alert>
                  )}
                  <SampleTable samples={data.samples} />
                </>
              )
            }
          </Loading>
        )}
        {view === "depth" && (
          <Loading query={samples}>
            {(data) =>
              data.samples.length === 0 ? (
                <Typography color="text.secondary">No samples for this wellbore.</Typography>
              ) : (
                <DepthTracks samples={data.samples} wellboreName={wellboreName} />
              )
            }
          </Loading>
        )}
        {view === "crossplot" && <CrossplotView wellboreName={wellboreName} />}
        {view === "photos" && <PhotosView wellboreName={wellboreName} />}
      </Paper>
      <Box sx={{ mt: 1 }}>
        <Typography variant="caption" color="text.secondary">
          Porosity and saturations are measured as fractions and shown as %; permeability in millidarcy (mD);
          depth in metres measured depth.
        </Typography>
      </Box>
    </>
  );
}

function CrossplotView({ wellboreName }: { wellboreName: string }) {
  const crossplot = useCoreCrossplot(wellboreName);
  return <Loading query={crossplot}>{(data) => <Crossplot data={data} />}</Loading>;
}

function PhotosView({ wellboreName }: { wellboreName: string }) {
  const photos = useCorePhotos(wellboreName);
  return <Loading query={photos}>{(data) => <CorePhotos photos={data.photos} />}</Loading>;
}

export { CoreWellborePage as Component };
