import AddIcon from "@mui/icons-material/Add";
import CancelIcon from "@mui/icons-material/Cancel";
import { Box, Button, Chip } from "@mui/material";
import { type CatalogColumn, type CatalogType, catalogColumn } from "@strata/core";
import type { CatalogFilter } from "../../../lib/catalog-links.ts";
import { describeFilter } from "./format.ts";

/** The active filters as chips (click to edit, delete to remove), with "Add filter" and "Clear all". */
export function FilterChips({
  type,
  filter,
  onEdit,
  onRemove,
  onAdd,
  onClear,
}: {
  type: CatalogType;
  filter: CatalogFilter;
  onEdit: (column: CatalogColumn) => void;
  onRemove: (key: string) => void;
  onAdd: () => void;
  onClear: () => void;
}) {
  const entries = Object.entries(filter);
  return (
    <Box
      sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "center" }}
      aria-label="Active filters"
      role="group"
    >
      {entries.map(([key, value]) => {
        const column = catalogColumn(type, key);
        const label = column
          ? `${column.label}: ${describeFilter(column, value)}`
          : `${key} (unknown column)`;
        return (
          <Chip
            key={key}
            label={label}
            color={column ? "primary" : "error"}
            variant="outlined"
            onClick={column ? () => onEdit(column) : undefined}
            onDelete={() => onRemove(key)}
            deleteIcon={<CancelIcon titleAccess={`Remove filter ${column?.label ?? key}`} />}
          />
        );
      })}
      <Button size="small" startIcon={<AddIcon />} onClick={onAdd}>
        Add filter
      </Button>
      {entries.length > 0 ? (
        <Button size="small" color="inherit" onClick={onClear}>
          Clear all filters
        </Button>
      ) : null}
    </Box>
  );
}
