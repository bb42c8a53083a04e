import { type LOOKUP_INSERT_CALLS, METADATA_MESSAGES } from "@strata/core";
import { dataPreparationPost } from "./client.ts";

export type LookupInsertCall = keyof typeof LOOKUP_INSERT_CALLS;

/** The lookup lists a form can add to inline, with the call and the section-8 texts of each. */
export const INLINE_LOOKUPS: Record<
  string,
  { call: LookupInsertCall; noun: string; success: string; failure: string }
> = {
  processingStage: {
    call: "addprocessingstage",
    noun: "processing stage",
    success: METADATA_MESSAGES.insertProcessingStageSuccess,
    failure: METADATA_MESSAGES.insertProcessingStageFailed,
  },
  datum: {
    call: "adddatum",
    noun: "datum",
    success: METADATA_MESSAGES.insertDatumSuccess,
    failure: METADATA_MESSAGES.insertDatumFailed,
  },
  projection: {
    call: "addprojection",
    noun: "projection",
    success: METADATA_MESSAGES.insertProjectionSuccess,
    failure: METADATA_MESSAGES.insertProjectionFailed,
  },
  category: {
    call: "addcategory",
    noun: "category",
    success: METADATA_MESSAGES.addCategorySuccess,
    failure: METADATA_MESSAGES.addCategoryFailed,
  },
};

/** addprocessingstage, adddatum, addprojection, addcategory. */
export function addLookupValue(call: LookupInsertCall, name: string): Promise<{ value: string }> {
  return dataPreparationPost(call, { name });
}
