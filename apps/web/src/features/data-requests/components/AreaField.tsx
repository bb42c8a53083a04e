import { Box, Button, TextField, Typography } from "@mui/material";
import { type SelectionGeometry, selectionGeometrySchema } from "@strata/core";
import type { Map as MapLibreMap } from "maplibre-gl";
import { NavigationControl } from "maplibre-gl";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { createBaseMap, exposeMapForTests } from "../../../components/map/base-map.ts";
import { DrawShapeButtons } from "../../../components/map/DrawShapeButtons.tsx";
import { bboxPolygon, polygonBbox, viewBbox } from "../../../components/map/geometry.ts";
import { type DrawMode, ShapeDrawer } from "../../../components/map/shape-drawer.ts";
import { cornersOf, formatBounds } from "./format.ts";

const HELP: Record<DrawMode, string> = {
  none: "Draw a rectangle or a polygon on the map, use the visible area, or type the area as GeoJSON.",
  rectangle: "Drag on the map to draw a rectangle. Escape cancels.",
  polygon: "Click to add corners; double-click, Enter or Finish closes the polygon. Escape cancels.",
};

/** The area typed as GeoJSON, checked with the same schema the server uses. */
function parseArea(text: string): { area: SelectionGeometry | null; error: string | null } {
  if (!text.trim()) return { area: null, error: null };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { area: null, error: "This is not GeoJSON: check the brackets and commas." };
  }
  const parsed = selectionGeometrySchema.safeParse(value);
  if (parsed.success) return { area: parsed.data, error: null };
  const issue = parsed.error.issues[0];
  return {
    area: null,
    error: issue.path[0] === "type" ? 'The area must be a GeoJSON "Polygon".' : issue.message,
  };
}

const fit = (map: MapLibreMap, area: SelectionGeometry) => {
  const [w, s, e, n] = polygonBbox(area);
  map.fitBounds(
    [
      [w, s],
      [e, n],
    ],
    { padding: 30, maxZoom: 9, duration: 0 },
  );
};

/**
 * The area a data request names: drawn on a small map (rectangle or polygon, the map viewer's
 * drawing), taken from the visible area (the map pans with the arrow keys and zooms with + and −, so
 * the keyboard alone can frame it), or typed as a GeoJSON polygon, the field that also shows what
 * was drawn. Reports the area, or the reason the typed one is not valid.
 */
export function AreaField({
  initial,
  onChange,
}: {
  initial: SelectionGeometry | null;
  onChange: (area: SelectionGeometry | null, error: string | null) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<MapLibreMap | null>(null);
  const drawer = useRef<ShapeDrawer | null>(null);
  const [text, setText] = useState(() => (initial ? JSON.stringify(initial) : ""));
  const [checked, setChecked] = useState(() => parseArea(text));
  const [mode, setMode] = useState<DrawMode>("none");
  const [vertices, setVertices] = useState(0);

  // Called on mount too, so a link's area that is not valid blocks the form like a typed one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reports the initial area once.
  useEffect(() => onChange(checked.area, checked.error), []);

  const take = (area: SelectionGeometry) => {
    const next = JSON.stringify(area);
    setText(next);
    setChecked({ area, error: null });
    setMode("none");
    onChange(area, null);
  };
  // The map's callbacks outlive renders: they read the latest area and handlers here.
  const latest = useRef({ area: checked.area, take });
  latest.current = { area: checked.area, take };

  useEffect(() => {
    if (!container.current) return;
    const start = latest.current.area;
    const created = createBaseMap({
      container: container.current,
      ...(start
        ? {
            bounds: [polygonBbox(start).slice(0, 2), polygonBbox(start).slice(2)] as [
              [number, number],
              [number, number],
            ],
            fitBoundsOptions: { padding: 30, maxZoom: 9 },
          }
        : {}),
    });
    created.addControl(new NavigationControl({ showCompass: false }), "top-right");
    created.getCanvas().setAttribute("aria-label", "Map for the area. Arrow keys pan, plus and minus zoom.");
    const shapes = new ShapeDrawer(created, {
      onDrawn: (drawn) => latest.current.take(drawn),
      onPolygonProgress: setVertices,
    });
    created.on("load", () => {
      shapes.install();
      if (latest.current.area) shapes.showGeometry(latest.current.area);
    });
    map.current = created;
    drawer.current = shapes;
    const unexpose = exposeMapForTests("request-area", created);
    return () => {
      unexpose();
      map.current = null;
      drawer.current = null;
      created.remove();
    };
  }, []);

  useEffect(() => {
    drawer.current?.setMode(mode);
  }, [mode]);

  const typed = (value: string) => {
    setText(value);
    const result = parseArea(value);
    setChecked(result);
    onChange(result.area, result.error);
    if (result.area) {
      drawer.current?.showGeometry(result.area);
      if (map.current) fit(map.current, result.area);
    } else if (!value.trim()) drawer.current?.clear();
  };

  const takeView = () => {
    if (!map.current) return;
    const area = bboxPolygon(viewBbox(map.current));
    drawer.current?.showGeometry(area);
    take(area);
  };

  const clear = () => {
    setMode("none");
    typed("");
  };

  // Escape cancels the drawing (not the dialog around it); Enter closes a polygon being drawn.
  const onKeyDown = (event: KeyboardEvent) => {
    if (mode === "none") return;
    if (event.key === "Escape") {
      event.stopPropagation();
      event.preventDefault();
      setMode("none");
    } else if (event.key === "Enter" && mode === "polygon" && event.target instanceof HTMLCanvasElement) {
      event.preventDefault();
      drawer.current?.finishPolygon();
    }
  };

  const { area, error } = checked;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} onKeyDown={onKeyDown}>
      <Typography component="legend" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Area it concerns (optional)
      </Typography>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, mb: 1 }}>
        <DrawShapeButtons mode={mode} onMode={setMode} label="Draw the area" />
        {mode === "polygon" ? (
          <Button
            size="small"
            variant="contained"
            onClick={() => drawer.current?.finishPolygon()}
            disabled={vertices < 3}
          >
            Finish polygon
          </Button>
        ) : null}
        <Button size="small" variant="outlined" onClick={takeView}>
          Use the visible area
        </Button>
        {text ? (
          <Button size="small" onClick={clear}>
            Clear area
          </Button>
        ) : null}
      </Box>
      <Box
        ref={container}
        role="region"
        aria-label="Map for the area"
        data-testid="request-area-map"
        data-draw-mode={mode}
        sx={{ height: 240, borderRadius: 1, overflow: "hidden", border: 1, borderColor: "divider", mb: 1 }}
      />
      <Typography
        variant="body2"
        color="text.secondary"
        role="status"
        sx={{ mb: 1 }}
        data-testid="area-summary"
      >
        {mode === "none" && area
          ? `Area: ${cornersOf(area.coordinates[0])} corners, ${formatBounds(polygonBbox(area))}`
          : HELP[mode]}
      </Typography>
      <TextField
        label="Area as GeoJSON"
        fullWidth
        multiline
        minRows={2}
        maxRows={5}
        value={text}
        onChange={(event) => typed(event.target.value)}
        error={Boolean(error)}
        helperText={
          error ??
          'A GeoJSON Polygon in longitude, latitude (WGS 84), e.g. {"type":"Polygon","coordinates":[[[112,4],[113,4],[113,5],[112,4]]]}'
        }
        slotProps={{ htmlInput: { spellCheck: false, "data-testid": "area-geojson" } }}
      />
    </Box>
  );
}
