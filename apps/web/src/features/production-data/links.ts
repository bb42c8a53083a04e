/** The production screen for a well, a field or a block's wells (catalogue records and the map link here). */
export function productionDataPath(entity: {
  well?: string | null;
  field?: string | null;
  block?: string | null;
}) {
  const params = new URLSearchParams();
  if (entity.well) params.set("well", entity.well);
  else if (entity.field) params.set("field", entity.field);
  else if (entity.block) params.set("block", entity.block);
  return `/production-data?${params}`;
}
