import type { KnownCompany, KnownCompanyInput, knownCompanyPatchSchema } from "@strata/core";
import type { z } from "zod";
import { referenceCrud } from "./reference-crud.ts";

/** GET|POST /api/known-companies, PATCH|DELETE /api/known-companies/{id}. */
export const knownCompaniesApi = referenceCrud<
  KnownCompany,
  KnownCompanyInput,
  z.input<typeof knownCompanyPatchSchema>
>("/api/known-companies");
