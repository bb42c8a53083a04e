import LinkIcon from "@mui/icons-material/Link";
import {
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from "@mui/material";
import type { GridColDef } from "@mui/x-data-grid";
import {
  type CatalogRow,
  type CatalogType,
  type GisFeatureSummary,
  linkFileToast,
  METADATA_MESSAGES,
  type MetadataProperties,
  SDC_DISPLAY_NAMES,
} from "@strata/core";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useMemo, useState } from "react";
import { useAppAbility } from "../../../lib/ability/index.ts";
import { dataPreparationKeys } from "../api/client.ts";
import { useMetadataProperties } from "../api/get-metadata-properties.ts";
import { linkGisToMetadata, useGisWithoutMetadata, useMetadataWithoutGis } from "../api/gis.ts";
import { useMetadataAdmin } from "../state/MetadataAdminProvider.tsx";
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from "../state/metadata-admin-state.ts";
import { formatCell } from "./format.ts";
import { PagedGrid } from "./PagedGrid.tsx";
import { AUTO_CLOSE, DP_TOAST, settle } from "./toasts.ts";

/** The candidates a link dialog offers: the first page of the other list, large enough to choose from. */
const CANDIDATES = { pageNumber: 1, pageSize: 100 };

type LinkTarget = { gisId: string; label: string } | { id: string; label: string };

/** Links a GIS feature to a record (linkgistometadata); the answer's code reads like a link-file answer. */
function LinkGisDialog({
  ingestType,
  target,
  onClose,
}: {
  ingestType: CatalogType;
  target: LinkTarget | null;
  onClose: () => void;
}) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const pickFeature = target !== null && "id" in target;
  const features = useGisWithoutMetadata({ ingestType, ...CANDIDATES }, target !== null && pickFeature);
  const records = useMetadataWithoutGis({ ingestType, ...CANDIDATES }, target !== null && !pickFeature);
  const [choice, setChoice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const options = pickFeature
    ? (features.data?.result ?? []).map((feature) => ({
        value: feature.gisId,
        label: `${feature.name} (${feature.gisId})`,
      }))
    : (records.data?.result ?? []).map((record) => ({ value: String(record.id), label: String(record.id) }));

  function close() {
    setChoice(null);
    onClose();
  }

  async function save() {
    if (!target || !choice) return;
    const gisId = "gisId" in target ? target.gisId : choice;
    const id = "id" in target ? target.id : choice;
    setBusy(true);
    try {
      const answer = await linkGisToMetadata(ingestType, gisId, id);
      const shown = linkFileToast(answer.code, answer.message);
      settle(DP_TOAST.link, shown.kind, shown.message, AUTO_CLOSE.link);
      if (answer.code === 200) {
        await queryClient.invalidateQueries({ queryKey: dataPreparationKeys.all });
        close();
      }
    } catch {
      settle(DP_TOAST.link, "error", METADATA_MESSAGES.setLinkFileFail, AUTO_CLOSE.link);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={target !== null}
      onClose={busy ? undefined : close}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>
        {pickFeature ? `Link a GIS feature to ${target?.label}` : `Link ${target?.label} to a record`}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {pickFeature
            ? "Choose the GIS feature whose geometry this record takes."
            : "Choose or type the id of the record that takes this geometry."}
        </DialogContentText>
        <Autocomplete
          freeSolo={!pickFeature}
          options={options}
          getOptionLabel={(option) => (typeof option === "string" ? option : option.label)}
          loading={pickFeature ? features.isLoading : records.isLoading}
          onChange={(_event, value) =>
            setChoice(value === null ? null : typeof value === "string" ? value : value.value)
          }
          onInputChange={(_event, value, reason) => {
            if (!pickFeature && reason === "input") setChoice(value.trim() || null);
          }}
          renderInput={(params) => (
            <TextField {...params} label={pickFeature ? "GIS feature" : "Record id"} />
          )}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy || !choice}>
          Link
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function usePaging() {
  const [paging, setPaging] = useState({ page: DEFAULT_PAGE, size: DEFAULT_PAGE_SIZE });
  return { ...paging, onPage: (page: number, size: number) => setPaging({ page, size }) };
}

/** The first few columns of a type, for lists that only need to name a record. */
function recordColumns(properties: MetadataProperties | undefined): GridColDef<CatalogRow>[] {
  return (properties?.columns ?? []).slice(0, 5).map((column) => ({
    field: column.key,
    headerName: column.label,
    minWidth: 150,
    flex: 1,
    sortable: false,
    valueFormatter: (value: unknown) => formatCell(column, value),
  }));
}

/** MetadataWithoutGIS: records with no geometry; staff link a GIS feature to each. */
export function MetadataWithoutGisTab() {
  const { category } = useMetadataAdmin();
  const ability = useAppAbility();
  const properties = useMetadataProperties(category);
  const paging = usePaging();
  const records = useMetadataWithoutGis({
    ingestType: category,
    pageNumber: paging.page,
    pageSize: paging.size,
  });
  const [target, setTarget] = useState<LinkTarget | null>(null);
  const canManage = ability.can("manage", "DataPreparation");
  const columns = useMemo<GridColDef<CatalogRow>[]>(
    () => [
      ...recordColumns(properties.data),
      ...(canManage
        ? [
            {
              field: "__link",
              headerName: "GIS",
              minWidth: 170,
              sortable: false,
              renderCell: ({ row }: { row: CatalogRow }) => (
                <Button
                  size="small"
                  startIcon={<LinkIcon />}
                  aria-label={`Link a GIS feature to ${row.id}`}
                  onClick={() => setTarget({ id: String(row.id), label: String(row.id) })}
                >
                  Link GIS feature
                </Button>
              ),
            } satisfies GridColDef<CatalogRow>,
          ]
        : []),
    ],
    [properties.data, canManage],
  );

  return (
    <>
      <PagedGrid
        label={`${SDC_DISPLAY_NAMES[category]} metadata without GIS`}
        rows={records.data?.result ?? []}
        columns={columns}
        getRowId={(row) => String(row.id)}
        total={records.data?.pageTotal ?? 0}
        loading={records.isFetching}
        error={records.error}
        page={paging.page}
        pageSize={paging.size}
        onPage={paging.onPage}
        emptyText="Every record has its geometry."
      />
      <LinkGisDialog ingestType={category} target={target} onClose={() => setTarget(null)} />
    </>
  );
}

/** GISWithoutMetadata: GIS features that no record claims; staff link each to a record. */
export function GisWithoutMetadataTab() {
  const { category } = useMetadataAdmin();
  const ability = useAppAbility();
  const paging = usePaging();
  const features = useGisWithoutMetadata({
    ingestType: category,
    pageNumber: paging.page,
    pageSize: paging.size,
  });
  const [target, setTarget] = useState<LinkTarget | null>(null);
  const canManage = ability.can("manage", "DataPreparation");
  const columns = useMemo<GridColDef<GisFeatureSummary>[]>(
    () => [
      { field: "gisId", headerName: "GIS id", minWidth: 160, sortable: false },
      { field: "name", headerName: "Name", minWidth: 220, flex: 1, sortable: false },
      { field: "geometryType", headerName: "Geometry", minWidth: 120, sortable: false },
      {
        field: "bbox",
        headerName: "Extent",
        minWidth: 240,
        sortable: false,
        valueFormatter: (value: unknown) =>
          Array.isArray(value)
            ? value.map((n) => Number(n).toFixed(3)).join(", ")
            : value
              ? JSON.stringify(value)
              : "—",
      },
      ...(canManage
        ? [
            {
              field: "__link",
              headerName: "Record",
              minWidth: 160,
              sortable: false,
              renderCell: ({ row }: { row: GisFeatureSummary }) => (
                <Button
                  size="small"
                  startIcon={<LinkIcon />}
                  aria-label={`Link ${row.name} to a record`}
                  onClick={() => setTarget({ gisId: row.gisId, label: row.name })}
                >
                  Link to record
                </Button>
              ),
            } satisfies GridColDef<GisFeatureSummary>,
          ]
        : []),
    ],
    [canManage],
  );

  return (
    <>
      <PagedGrid
        label={`${SDC_DISPLAY_NAMES[category]} GIS without metadata`}
        rows={features.data?.result ?? []}
        columns={columns}
        getRowId={(row) => row.gisId}
        total={features.data?.pageTotal ?? 0}
        loading={features.isFetching}
        error={features.error}
        page={paging.page}
        pageSize={paging.size}
        onPage={paging.onPage}
        emptyText="Every GIS feature belongs to a record."
      />
      <LinkGisDialog ingestType={category} target={target} onClose={() => setTarget(null)} />
    </>
  );
}
