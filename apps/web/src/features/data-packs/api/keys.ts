/** Query keys of this feature: customers' reads under `data-packs`, staff's under `admin-data-packs`. */
export const DATA_PACKS_KEY = ["data-packs"] as const;
export const ADMIN_DATA_PACKS_KEY = ["admin-data-packs"] as const;
