import CheckIcon from "@mui/icons-material/Check";
import CloseIcon from "@mui/icons-material/Close";
import { Box, Chip, Paper, Typography } from "@mui/material";
import { CATALOG_REGISTRY, type CatalogRow, type CatalogType, DOWNLOAD_FLAGS } from "@strata/core";
import { Can } from "../../../lib/ability/index.ts";
import { useGlossaryMarks } from "../../glossary/index.ts";
import { MbrPlusFlagSwitch } from "../../mbr-plus/index.ts";
import { formatValue } from "./format.ts";

const FLAG_KEYS = new Set<string>(DOWNLOAD_FLAGS);

/**
 * Every column of the record as a definition list, then its download-right flags as chips. Labels and
 * text values that name glossary terms carry the definitions.
 */
export function RecordMetadata({ type, record }: { type: CatalogType; record: CatalogRow }) {
  const id = String(record[CATALOG_REGISTRY[type].idField] ?? "");
  const mark = useGlossaryMarks();
  const columns = CATALOG_REGISTRY[type].columns;
  const fields = columns.filter((c) => !FLAG_KEYS.has(c.key));
  const flags = columns.filter((c) => FLAG_KEYS.has(c.key));
  return (
    <Paper variant="outlined" component="section" aria-labelledby="metadata-heading" sx={{ p: 2 }}>
      <Typography id="metadata-heading" variant="h2" sx={{ mb: 1.5 }}>
        Metadata
      </Typography>
      <Box
        component="dl"
        sx={{
          display: "grid",
          gridTemplateColumns: { xs: "1fr", sm: "minmax(140px, 40%) 1fr" },
          columnGap: 2,
          rowGap: { xs: 0, sm: 1 },
          m: 0,
          "& dt": { color: "text.secondary", fontSize: "0.875rem" },
          "& dd": { m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: "anywhere" },
        }}
      >
        {fields.map((column) => (
          <Box key={column.key} sx={{ display: "contents" }}>
            <dt>{mark(column.label)}</dt>
            <dd>
              {column.kind === "text"
                ? mark(formatValue(column, record[column.key]))
                : formatValue(column, record[column.key])}
            </dd>
          </Box>
        ))}
      </Box>
      <Typography variant="h3" component="h3" sx={{ mt: 2, mb: 1 }}>
        Download rights
      </Typography>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }} role="list" aria-label="Download rights">
        {flags.map((column) => {
          const on = record[column.key] === true;
          return (
            <Chip
              key={column.key}
              role="listitem"
              size="small"
              icon={on ? <CheckIcon /> : <CloseIcon />}
              label={`${column.label}: ${on ? "yes" : "no"}`}
              color={on ? "success" : "default"}
              variant={on ? "filled" : "outlined"}
            />
          );
        })}
      </Box>
      <Can I="manage" a="MBR-Plus">
        <MbrPlusFlagSwitch type={type} id={id} mbrPlus={record.mbrPlus === true} />
      </Can>
    </Paper>
  );
}
