import { type ApiAnswer, api } from "../../../lib/api.ts";
import { saveDraftToken } from "./draft-token.ts";

/** POST /api/registration/new: a draft whose continuation token this tab keeps. */
export async function startRegistration(): Promise<ApiAnswer<"/api/registration/new", "post">> {
  const started = await api.POST("/api/registration/new");
  saveDraftToken(started.token);
  return started;
}
