/** The production screen for a well or a field (catalogue records and the map link here). */
export function productionDataPath(entity: { well?: string | null; field?: string | null }): string {
  const params = new URLSearchParams();
  if (entity.well) params.set("well", entity.well);
  else if (entity.field) params.set("field", entity.field);
  return `/production-data?${params}`;
}
