import { Box, Chip, LinearProgress, Tab, Tabs } from "@mui/material";
import { useState } from "react";
import { useParams } from "react-router";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { countFormat } from "../../../lib/format.ts";
import { useSeismicGeometry } from "../api/get-seismic-geometry.ts";
import type { SeismicGeometry } from "../api/types.ts";
import { PreviewError } from "../components/PreviewError.tsx";
import { SeismicHeaders } from "../components/SeismicHeaders.tsx";
import { SeismicSection } from "../components/SeismicSection.tsx";

function describe(geometry: SeismicGeometry): string {
  const grid =
    geometry.kind === "3d" && geometry.inline && geometry.crossline
      ? ` · inlines ${geometry.inline.min}–${geometry.inline.max}, crosslines ${geometry.crossline.min}–${geometry.crossline.max}`
      : "";
  return `${countFormat.format(geometry.traceCount)} traces × ${geometry.samples} samples at ${geometry.sampleIntervalUs / 1000} ms (${geometry.timeStartMs}–${geometry.timeEndMs} ms)${grid}`;
}

/** A preview of a SEG-Y file: its sections drawn to the screen, and its headers. */
export function SeismicViewerPage() {
  const fileId = useParams().fileId ?? "";
  const geometry = useSeismicGeometry(fileId);
  const [tab, setTab] = useState<"section" | "headers">("section");

  if (geometry.isPending) return <LinearProgress aria-label="Loading the file's geometry" />;
  if (geometry.isError) {
    return (
      <>
        <PageHeader title="Seismic preview" />
        <PreviewError error={geometry.error} />
      </>
    );
  }
  const data = geometry.data;
  return (
    <>
      <PageHeader
        title="Seismic preview"
        subtitle={
          <Box
            component="span"
            sx={{ display: "inline-flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}
          >
            <Chip size="small" label={data.kind.toUpperCase()} color="primary" variant="outlined" />
            <span>{describe(data)}</span>
          </Box>
        }
      />
      <Tabs value={tab} onChange={(_, value) => setTab(value)} sx={{ mb: 2 }}>
        <Tab value="section" label="Section" />
        <Tab value="headers" label="Headers" />
      </Tabs>
      {tab === "section" ? (
        <SeismicSection fileId={fileId} geometry={data} />
      ) : (
        <SeismicHeaders fileId={fileId} traceCount={data.traceCount} />
      )}
    </>
  );
}

export { SeismicViewerPage as Component };
