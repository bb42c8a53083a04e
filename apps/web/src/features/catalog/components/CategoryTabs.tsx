import { Tab, Tabs } from "@mui/material";
import { CATALOG_REGISTRY, CATALOG_TYPES, type CatalogType } from "@strata/core";
import { countFormat } from "../../../lib/format.ts";
import type { CatalogCategories } from "../api/get-categories.ts";

/** The five data categories, each with its record count from the list endpoint. */
export function CategoryTabs({
  value,
  categories,
  onChange,
}: {
  value: CatalogType;
  categories: CatalogCategories["categories"] | undefined;
  onChange: (type: CatalogType) => void;
}) {
  const counts = new Map(categories?.map((c) => [c.type, c.count]));
  return (
    <Tabs
      value={value}
      onChange={(_event, next: CatalogType) => onChange(next)}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label="Data category"
      sx={{ borderBottom: 1, borderColor: "divider", mb: 2 }}
    >
      {CATALOG_TYPES.map((type) => {
        const count = counts.get(type);
        return (
          <Tab
            key={type}
            value={type}
            label={`${CATALOG_REGISTRY[type].displayName}${count === undefined ? "" : ` (${countFormat.format(count)})`}`}
            sx={{ textTransform: "none" }}
          />
        );
      })}
    </Tabs>
  );
}
