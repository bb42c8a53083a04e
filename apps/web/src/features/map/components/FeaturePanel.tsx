import CloseIcon from "@mui/icons-material/Close";
import { Box, Button, IconButton, Link, Paper, Typography } from "@mui/material";
import { CATALOG_REGISTRY, type CatalogType } from "@strata/core";
import { Link as RouterLink } from "react-router";
import { catalogPath, recordPath } from "../../../lib/catalog-links.ts";
import { ProductionDataLink } from "../../production-data/index.ts";
import type { FeatureSummary } from "./viewer-map.ts";

const BLOCK_TYPES: CatalogType[] = ["Seismic_2D", "Seismic_3D", "Well_Log", "Non_Seismic"];

function Row({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <>
      <Box component="dt" sx={{ color: "text.secondary" }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0 }}>
        {value}
      </Box>
    </>
  );
}

/** The clicked feature: a record's summary with a link to its page, or a block with links to its records. */
export function FeaturePanel({
  feature,
  canOpenCatalog,
  onClose,
}: {
  feature: FeatureSummary;
  /** Web-map-only tiers see the map but not the catalogue: no links into it. */
  canOpenCatalog: boolean;
  onClose: () => void;
}) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="feature-heading"
      sx={{ p: 2, position: "relative" }}
      data-testid="feature-panel"
    >
      <IconButton
        size="small"
        aria-label="Close"
        onClick={onClose}
        sx={{ position: "absolute", top: 4, right: 4 }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
      {feature.kind === "record" ? (
        <>
          <Typography variant="overline" color="text.secondary">
            {CATALOG_REGISTRY[feature.type].displayName}
          </Typography>
          <Typography id="feature-heading" variant="h3" sx={{ pr: 3 }}>
            {feature.title}
          </Typography>
          {feature.subtitle ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {feature.subtitle}
            </Typography>
          ) : null}
          {feature.files && feature.files > 1 ? (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {feature.files} log files for this wellbore
            </Typography>
          ) : null}
          {canOpenCatalog ? (
            <Button
              component={RouterLink}
              to={recordPath(feature.type, feature.id)}
              variant="contained"
              size="small"
              sx={{ mt: 1.5 }}
            >
              Open record
            </Button>
          ) : null}
          {feature.type === "Well_Log" ? (
            <Box sx={{ mt: 1 }}>
              <ProductionDataLink well={feature.title} size="small" />
            </Box>
          ) : null}
        </>
      ) : (
        <>
          <Typography variant="overline" color="text.secondary">
            Block
          </Typography>
          <Typography id="feature-heading" variant="h3" sx={{ pr: 3 }}>
            {feature.name}
          </Typography>
          <Box
            component="dl"
            sx={{
              display: "grid",
              gridTemplateColumns: "auto 1fr",
              columnGap: 1.5,
              rowGap: 0.25,
              my: 1,
              fontSize: "0.875rem",
            }}
          >
            <Row label="Basin" value={feature.basin} />
            <Row label="Region" value={feature.region} />
            <Row label="Status" value={feature.status} />
            <Row label="Operator" value={feature.operator} />
            <Row label="Bid round" value={feature.bidRound} />
          </Box>
          {canOpenCatalog ? (
            <>
              <Typography variant="body2" sx={{ mb: 0.5 }}>
                Records in this block:
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {BLOCK_TYPES.map((type) => (
                  <li key={type}>
                    <Link
                      component={RouterLink}
                      to={catalogPath({ type, filter: { block: [feature.name] } })}
                    >
                      {CATALOG_REGISTRY[type].displayName}
                    </Link>
                  </li>
                ))}
              </Box>
            </>
          ) : null}
          <Box sx={{ mt: 1 }}>
            <ProductionDataLink block={feature.name} size="small" />
          </Box>
        </>
      )}
    </Paper>
  );
}
