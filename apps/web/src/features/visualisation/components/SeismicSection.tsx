import { Box, LinearProgress, Typography } from "@mui/material";
import { useMemo, useRef, useState } from "react";
import { useDebounced } from "../../../lib/use-debounced.ts";
import { useSeismicSection } from "../api/get-seismic-section.ts";
import type { SectionKind, SectionRequest, SeismicGeometry } from "../api/types.ts";
import { useElementSize } from "../hooks/use-element-size.ts";
import { colourLut, normalisedAmplitudes } from "../lib/colour-lut.ts";
import { plotArea } from "../lib/draw-section.ts";
import {
  clampWindow,
  fullWindow,
  placeWindow,
  type SectionWindow,
  windowQuery,
  zoomWindow,
} from "../lib/section-window.ts";
import { PreviewError } from "./PreviewError.tsx";
import { SectionCanvas } from "./SectionCanvas.tsx";
import { type Appearance, type IndexRange, SectionControls } from "./SectionControls.tsx";

/** The server draws no larger than this along either side. */
const MAX_PIXELS = 4096;
const SETTLE_MS = 200;

function indexRangeOf(geometry: SeismicGeometry, kind: SectionKind): IndexRange | null {
  if (kind === "inline" && geometry.inline) return { ...geometry.inline, label: "Inline" };
  if (kind === "crossline" && geometry.crossline) return { ...geometry.crossline, label: "Crossline" };
  if (kind === "timeslice") {
    const step = geometry.sampleIntervalUs / 1000;
    return { min: geometry.timeStartMs, max: geometry.timeEndMs, step, label: "Time (ms)" };
  }
  return null;
}

function middleOf(range: IndexRange | null): number {
  if (!range) return 0;
  const steps = Math.round((range.max - range.min) / (range.step || 1) / 2);
  return range.min + steps * (range.step || 1);
}

/** A section of the file, sized to the screen; colour map, gain and clip are applied here. */
export function SeismicSection({ fileId, geometry }: { fileId: string; geometry: SeismicGeometry }) {
  const is3d = geometry.kind === "3d";
  const [kind, setKind] = useState<SectionKind>(is3d ? "inline" : "line");
  const indexRange = indexRangeOf(geometry, kind);
  const [index, setIndex] = useState(() => middleOf(indexRange));
  const full = useMemo(() => fullWindow(geometry, kind), [geometry, kind]);
  const [window, setWindowRaw] = useState<SectionWindow>(full);
  // A time slice's call takes no window down its inlines: it zooms and pans along crosslines only.
  const setWindow = (next: SectionWindow) =>
    setWindowRaw(clampWindow(kind === "timeslice" ? { ...next, y0: full.y0, y1: full.y1 } : next, full));
  const [appearance, setAppearance] = useState<Appearance>({ colourMap: "grey", gain: 1, clip: 1 });

  const boxRef = useRef<HTMLDivElement>(null);
  const size = useElementSize(boxRef);
  const area = plotArea(size.width, size.height);
  const ratio = globalThis.devicePixelRatio || 1;

  const request = useMemo<SectionRequest | null>(() => {
    if (size.width === 0 || size.height === 0) return null;
    return {
      kind,
      ...(kind === "line" ? {} : { index }),
      ...windowQuery(window, kind),
      width: Math.min(MAX_PIXELS, Math.round(area.width * ratio)),
      height: Math.min(MAX_PIXELS, Math.round(area.height * ratio)),
    };
  }, [kind, index, window, area.width, area.height, ratio, size.width, size.height]);
  const settled = useDebounced(request, SETTLE_MS);
  const section = useSeismicSection(fileId, settled);

  const header = section.data?.header;
  const fetched = section.data?.request;
  const target = useMemo(() => {
    if (!fetched || fetched.kind !== kind || size.width === 0) return undefined;
    const was = {
      x0: fetched.from ?? full.x0,
      x1: fetched.to ?? full.x1,
      y0: fetched.timeFrom ?? full.y0,
      y1: fetched.timeTo ?? full.y1,
    };
    return placeWindow(was, window, plotArea(size.width, size.height));
  }, [fetched, kind, full, window, size.width, size.height]);
  const display = useMemo(
    () => ({
      scale: header?.scale ?? 1,
      clip: (header?.clip ?? 127) * appearance.clip,
      gain: appearance.gain,
    }),
    [header?.scale, header?.clip, appearance.clip, appearance.gain],
  );
  const lut = useMemo(() => colourLut(appearance.colourMap, display), [appearance.colourMap, display]);
  const amplitudes = useMemo(() => normalisedAmplitudes(display), [display]);

  const changeKind = (next: SectionKind) => {
    setKind(next);
    setIndex(middleOf(indexRangeOf(geometry, next)));
    setWindowRaw(fullWindow(geometry, next));
  };

  return (
    <Box>
      <SectionControls
        is3d={is3d}
        kind={kind}
        onKindChange={changeKind}
        index={index}
        indexRange={indexRange}
        onIndexChange={setIndex}
        appearance={appearance}
        onAppearanceChange={setAppearance}
        onZoom={(factor) => setWindow(zoomWindow(window, factor))}
        onReset={() => setWindowRaw(full)}
      />
      <Box sx={{ height: 4 }}>
        {section.isFetching ? <LinearProgress aria-label="Loading the section" /> : null}
      </Box>
      {section.error ? (
        <Box sx={{ mb: 1 }}>
          <PreviewError error={section.error} />
        </Box>
      ) : null}
      <Box ref={boxRef} sx={{ height: "calc(100vh - 300px)", minHeight: 360, position: "relative" }}>
        <SectionCanvas
          section={section.data}
          lut={lut}
          amplitudes={amplitudes}
          cssWidth={size.width}
          cssHeight={size.height}
          window={window}
          target={target}
          onWindowChange={setWindow}
        />
      </Box>
      {header?.decimated ? (
        <Typography variant="caption" color="text.secondary">
          Decimated to the screen: each column shows the strongest sample of its traces. Zoom in for every
          trace.
        </Typography>
      ) : null}
    </Box>
  );
}
