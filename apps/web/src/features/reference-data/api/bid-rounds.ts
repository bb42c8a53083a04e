import type { BidRound, BidRoundInput, bidRoundPatchSchema } from "@strata/core";
import type { z } from "zod";
import { referenceCrud } from "./reference-crud.ts";

/** GET|POST /api/bid-rounds, PATCH|DELETE /api/bid-rounds/{id}. */
export const bidRoundsApi = referenceCrud<BidRound, BidRoundInput, z.input<typeof bidRoundPatchSchema>>(
  "/api/bid-rounds",
);
