import { REGISTRATION_TOKEN_HEADER } from "@strata/core";

/** Per tab: a reload keeps the draft, closing the tab forgets it (the server keeps it a week). */
const KEY = "strata.registration-token";

export function draftToken(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function saveDraftToken(token: string) {
  sessionStorage.setItem(KEY, token);
}

export function forgetDraftToken() {
  sessionStorage.removeItem(KEY);
}

/** The header every later step sends; the wizard has started a draft before calling these. */
export function draftHeaders(): Record<string, string> {
  return { [REGISTRATION_TOKEN_HEADER]: draftToken() ?? "" };
}

export const registrationKeys = {
  draft: ["registration", "draft"] as const,
  lookups: ["registration", "lookups"] as const,
  mine: ["registration", "mine"] as const,
};
