import { apiErrorSchema } from "@strata/core";

/** Reading metadata administration: data, system and superadmin (section 6). */
export const viewDataPreparation = {
  access: { can: ["view", "DataPreparation"] as ["view", "DataPreparation"] },
};
/** Changing it: data and superadmin. */
export const manageDataPreparation = {
  access: { can: ["manage", "DataPreparation"] as ["manage", "DataPreparation"] },
};

export const errorResponses = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
export const tags = ["Data preparation"];
