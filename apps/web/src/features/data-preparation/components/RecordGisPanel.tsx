import {
  Alert,
  Box,
  Link,
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from "@mui/material";
import { type CatalogType, METADATA_MESSAGES, SDC_DISPLAY_NAMES } from "@strata/core";
import { useEffect } from "react";
import { useMetadataProperties } from "../api/get-metadata-properties.ts";
import { useGisDataById, useNonSeismicItem, useWebMapServiceUrl } from "../api/gis.ts";
import { formatCell } from "./format.ts";
import { DP_TOAST, settle } from "./toasts.ts";

/**
 * A failed call shows its section-8 text verbatim: as the error toast of its kind (one fixed id, so a
 * retry never stacks a second) and in the panel, where it stays.
 */
function useFailureToast(failed: boolean, toastId: string, text: string) {
  useEffect(() => {
    if (failed) settle(toastId, "error", text);
  }, [failed, toastId, text]);
}

type Geometry = { type: string; coordinates?: unknown };

/** How many positions a GeoJSON geometry has (a point 1, a line its vertices, and so on). */
function positionCount(coordinates: unknown): number {
  if (!Array.isArray(coordinates)) return 0;
  if (typeof coordinates[0] === "number") return 1;
  return coordinates.reduce((sum: number, part) => sum + positionCount(part), 0);
}

const fmt = (n: number) => n.toFixed(4);

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** getgisdatabyid: the record's geometry as data staff check it (type, vertices, extent). */
function GisDataSection({ category, id }: { category: CatalogType; id: string }) {
  const gis = useGisDataById(category, id);
  useFailureToast(gis.isError, DP_TOAST.gisData, METADATA_MESSAGES.getGisWellDataFailed);
  const geometry = gis.data?.geometry as Geometry | null | undefined;
  const bbox = gis.data?.bbox;
  return (
    <Section title="GIS data">
      {gis.isPending ? <Skeleton width="60%" aria-label="Loading the GIS data" /> : null}
      {gis.isError ? <Alert severity="error">{METADATA_MESSAGES.getGisWellDataFailed}</Alert> : null}
      {gis.isSuccess && !geometry ? (
        <Typography color="text.secondary">No geometry is linked to this record.</Typography>
      ) : null}
      {gis.isSuccess && geometry ? (
        <Table size="small" aria-label={`GIS data of ${id}`}>
          <TableBody>
            <TableRow>
              <TableCell component="th" scope="row">
                Geometry
              </TableCell>
              <TableCell data-testid="gis-geometry-type">{geometry.type}</TableCell>
            </TableRow>
            <TableRow>
              <TableCell component="th" scope="row">
                Positions
              </TableCell>
              <TableCell>{positionCount(geometry.coordinates)}</TableCell>
            </TableRow>
            {bbox ? (
              <TableRow>
                <TableCell component="th" scope="row">
                  Extent (west, south, east, north)
                </TableCell>
                <TableCell>{bbox.map((n) => fmt(Number(n))).join(", ")}</TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      ) : null}
    </Section>
  );
}

/** getwebmapserviceurl: where the category's map layer is served (technical reports have none). */
export function WebMapServiceSection({ category }: { category: CatalogType }) {
  const service = useWebMapServiceUrl(category);
  useFailureToast(service.isError, DP_TOAST.webMapService, METADATA_MESSAGES.getWebMapServiceUrlFailed);
  return (
    <Section title="Web map service">
      {service.isPending ? <Skeleton width="80%" aria-label="Loading the web map service" /> : null}
      {service.isError ? <Alert severity="error">{METADATA_MESSAGES.getWebMapServiceUrlFailed}</Alert> : null}
      {service.data ? (
        <Typography variant="body2">
          The {SDC_DISPLAY_NAMES[category]} layer (GeoJSON by bbox and zoom):{" "}
          <Link href={`${service.data.url}?bbox=99,0,120,8&zoom=5`} target="_blank" rel="noopener">
            {service.data.url}
          </Link>
        </Typography>
      ) : null}
    </Section>
  );
}

/** getnonseismicitem: every value of a non-seismic record, labelled as the metadata columns are. */
function NonSeismicSection({ id }: { id: string }) {
  const item = useNonSeismicItem(id);
  const properties = useMetadataProperties("Non_Seismic");
  useFailureToast(item.isError, DP_TOAST.nonSeismic, METADATA_MESSAGES.getNonSeismicDataFailed);
  const columns = properties.data?.columns ?? [];
  return (
    <Section title="Non-seismic details">
      {item.isPending ? <Skeleton width="60%" aria-label="Loading the non-seismic details" /> : null}
      {item.isError ? <Alert severity="error">{METADATA_MESSAGES.getNonSeismicDataFailed}</Alert> : null}
      {item.data ? (
        <Table size="small" aria-label={`Non-seismic details of ${id}`}>
          <TableBody>
            {columns
              .filter((column) => column.key in (item.data ?? {}))
              .map((column) => (
                <TableRow key={column.key}>
                  <TableCell component="th" scope="row" sx={{ width: "40%" }}>
                    {column.label}
                  </TableCell>
                  <TableCell sx={{ wordBreak: "break-word" }}>
                    {formatCell(column, item.data?.[column.key])}
                  </TableCell>
                </TableRow>
              ))}
          </TableBody>
        </Table>
      ) : null}
    </Section>
  );
}

/** What data staff check about a chosen record besides its history: GIS data, the map service, details. */
export function RecordGisPanel({ category, id }: { category: CatalogType; id: string }) {
  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
      <GisDataSection category={category} id={id} />
      <WebMapServiceSection category={category} />
      {category === "Non_Seismic" ? (
        <Box sx={{ gridColumn: "1 / -1" }}>
          <NonSeismicSection id={id} />
        </Box>
      ) : null}
    </Box>
  );
}
