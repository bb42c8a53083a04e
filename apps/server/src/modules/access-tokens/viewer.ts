import { ACCESS_TOKEN_PREFIX } from "@strata/core";
import type { Database } from "../../db/client.ts";
import type { Viewer } from "../../lib/viewer.ts";
import { loadViewer } from "../auth/index.ts";
import { findAccessToken } from "./service.ts";

/** Whether a credential is a personal access token (by its prefix), not a service account's. */
export const isAccessToken = (secret: string) => secret.startsWith(ACCESS_TOKEN_PREFIX);

/**
 * The person a live access token belongs to, with their own rights as a session of theirs would
 * carry them (tier, add-ons, expiry; a suspended person or organisation: null), or null.
 */
export async function accessTokenViewer(db: Database, secret: string): Promise<Viewer | null> {
  const token = await findAccessToken(db, secret);
  if (!token) return null;
  return loadViewer(db, { id: `pat:${token.id}`, userId: token.userId, expiresAt: token.expiresAt });
}
