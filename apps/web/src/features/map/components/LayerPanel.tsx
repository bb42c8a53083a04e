import {
  Box,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  FormGroup,
  MenuItem,
  TextField,
  Typography,
} from "@mui/material";
import type { MapLayer } from "@strata/core";
import { BID_BLOCK_COLOR, BLOCK_COLOR, CATEGORY_COLORS } from "../../../components/map/colors.ts";
import { countFormat } from "../../../lib/format.ts";
import type { BidLayers } from "../api/get-bid-layers.ts";
import type { MapLayerList } from "../api/get-map-layers.ts";
import type { LayerStatus, ViewerLayer } from "./viewer-map.ts";

export const LAYER_COLORS: Record<ViewerLayer, string> = {
  ...CATEGORY_COLORS,
  blocks: BLOCK_COLOR,
  "bid-blocks": BID_BLOCK_COLOR,
};

function statusText(layer: MapLayer, status: LayerStatus | undefined): string {
  if (!status) return "";
  if (status.error) return status.error;
  const count = status.count;
  if (!count) return status.loading ? "Loading…" : "";
  const total = `${count.estimated ? "about " : ""}${countFormat.format(count.total)}`;
  if (layer === "Well_Log") return `${total} log files in view`;
  return `${total} in view`;
}

function Swatch({ color }: { color: string }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: "inline-block",
        width: 12,
        height: 12,
        borderRadius: "3px",
        bgcolor: color,
        mr: 1,
        flexShrink: 0,
      }}
    />
  );
}

/** The layer toggles with what each shows in the current view, and the bid-round blocks for those with rights. */
export function LayerPanel({
  layers,
  enabled,
  statuses,
  onToggle,
  bid,
}: {
  layers: MapLayerList["layers"];
  enabled: Set<ViewerLayer>;
  statuses: Partial<Record<MapLayer, LayerStatus>>;
  onToggle: (layer: ViewerLayer, on: boolean) => void;
  bid: null | {
    data: BidLayers | undefined;
    round: string;
    onRound: (round: string) => void;
    loading: boolean;
  };
}) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
      <Typography component="legend" variant="h3" sx={{ mb: 1 }}>
        Layers
      </Typography>
      <FormGroup>
        {layers.map((layer) => {
          const status = statuses[layer.id];
          const text = enabled.has(layer.id)
            ? statusText(layer.id, status)
            : `${countFormat.format(layer.count)} in total`;
          return (
            <FormControlLabel
              key={layer.id}
              sx={{ alignItems: "flex-start", mr: 0, mb: 0.5 }}
              control={
                <Checkbox
                  size="small"
                  checked={enabled.has(layer.id)}
                  onChange={(event) => onToggle(layer.id, event.target.checked)}
                  sx={{ pt: 0.25 }}
                />
              }
              label={
                <Box>
                  <Box sx={{ display: "flex", alignItems: "center" }}>
                    <Swatch color={LAYER_COLORS[layer.id]} />
                    {layer.label}
                    {status?.loading ? (
                      <CircularProgress size={12} sx={{ ml: 1 }} aria-label="Loading" />
                    ) : null}
                  </Box>
                  <Typography
                    variant="caption"
                    color={status?.error && enabled.has(layer.id) ? "error" : "text.secondary"}
                    data-testid={`layer-status-${layer.id}`}
                  >
                    {text}
                  </Typography>
                </Box>
              }
            />
          );
        })}
        {bid ? (
          <>
            <FormControlLabel
              sx={{ alignItems: "flex-start", mr: 0, mb: 0.5 }}
              control={
                <Checkbox
                  size="small"
                  checked={enabled.has("bid-blocks")}
                  onChange={(event) => onToggle("bid-blocks", event.target.checked)}
                  sx={{ pt: 0.25 }}
                />
              }
              label={
                <Box>
                  <Box sx={{ display: "flex", alignItems: "center" }}>
                    <Swatch color={LAYER_COLORS["bid-blocks"]} />
                    Bid-round blocks
                    {bid.loading ? <CircularProgress size={12} sx={{ ml: 1 }} aria-label="Loading" /> : null}
                  </Box>
                  <Typography variant="caption" color="text.secondary">
                    {bid.data
                      ? `${bid.data.blocks.features.length} blocks on offer`
                      : "Blocks on offer in bid rounds"}
                  </Typography>
                </Box>
              }
            />
            {enabled.has("bid-blocks") && bid.data && bid.data.rounds.length > 0 ? (
              <TextField
                select
                size="small"
                margin="dense"
                label="Bid round"
                value={bid.round}
                onChange={(event) => bid.onRound(event.target.value)}
              >
                <MenuItem value="">All rounds</MenuItem>
                {bid.data.rounds.map((round) => (
                  <MenuItem key={round.name} value={round.name}>
                    {round.name} ({round.blocks} blocks)
                  </MenuItem>
                ))}
              </TextField>
            ) : null}
          </>
        ) : null}
      </FormGroup>
    </Box>
  );
}
