import type { RegistrationStarted } from "@strata/core";
import { api } from "../../../lib/api.ts";
import { saveDraftToken } from "./draft-token.ts";

/** POST /api/registration/new: a draft whose continuation token this tab keeps. */
export async function startRegistration(): Promise<RegistrationStarted> {
  const started = await api.post<RegistrationStarted>("/api/registration/new");
  saveDraftToken(started.token);
  return started;
}
