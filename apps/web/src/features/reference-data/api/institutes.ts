import type { Institute, InstituteInput, institutePatchSchema } from "@strata/core";
import type { z } from "zod";
import { referenceCrud } from "./reference-crud.ts";

/** GET|POST /api/institutes, PATCH|DELETE /api/institutes/{id}. */
export const institutesApi = referenceCrud<Institute, InstituteInput, z.input<typeof institutePatchSchema>>(
  "/api/institutes",
);
