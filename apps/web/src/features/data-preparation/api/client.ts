import { type ApiAnswer, type ApiBody, type ApiInit, type ApiPath, api } from "../../../lib/api.ts";

/** Every data-preparation call is a POST under /api/data-preparation/ (section 7). */
export const DATA_PREPARATION_BASE = "/api/data-preparation";

type PostPath = ApiPath<"post">;
type CallOf<P> = P extends `${typeof DATA_PREPARATION_BASE}/${infer C}` ? C : never;
/** The section-7 call names the contract routes, e.g. `getmetadata` (those with a path parameter aside). */
export type DataPreparationCall = Exclude<CallOf<PostPath>, `${string}{${string}`>;
type PathOf<C extends DataPreparationCall> = Extract<PostPath, `${typeof DATA_PREPARATION_BASE}/${C}`>;
/** A call's JSON body and answer, typed from the contract. */
export type DataPreparationBody<C extends DataPreparationCall> = ApiBody<PathOf<C>>;
export type DataPreparationAnswer<C extends DataPreparationCall> = ApiAnswer<PathOf<C>, "post">;

/** POST /api/data-preparation/{call}: the body and the answer are the contract's for that call. */
export function dataPreparationPost<C extends DataPreparationCall>(
  call: C,
  body: DataPreparationBody<C>,
  signal?: AbortSignal,
): Promise<DataPreparationAnswer<C>> {
  // The one place the path is generic: TypeScript cannot match a body to a path it does not know yet,
  // so the init is asserted here; every caller's call name, body and answer are checked above.
  const path = `${DATA_PREPARATION_BASE}/${call}` as PathOf<C>;
  const init = { body, signal } as unknown as ApiInit<PathOf<C>, "post">;
  return api.POST(path, init);
}

export type { Paged } from "@strata/core";

/** The query keys of the area; everything under `all` is refetched after a change. */
export const dataPreparationKeys = {
  all: ["data-preparation"] as const,
  of: (ingestType: string) => ["data-preparation", ingestType] as const,
};
