import { defineAbilityForServiceAccount } from "@strata/core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { SignInLimits } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { rateLimited } from "../../lib/errors.ts";
import type { Viewer } from "../../lib/viewer.ts";
import type { ResolveViewer } from "../../plugins/access.ts";
import { accessTokenViewer, isAccessToken } from "../access-tokens/index.ts";
import { countCredentialFailure, credentialLocked } from "../auth/index.ts";
import { findKeyAccount, findTokenAccount, recordServiceAccountCall } from "./service.ts";

/** The token of `Authorization: Bearer <token>`, or undefined when the request sends none. */
function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.trim().split(/\s+/, 2);
  return scheme.toLowerCase() === "bearer" ? (token ?? "") : undefined;
}

const under = (request: FastifyRequest, prefix: string) =>
  request.url === prefix || request.url.startsWith(`${prefix}/`) || request.url.startsWith(`${prefix}?`);

/**
 * The paths that also take HTTP basic authentication with an account's id and key, as GIS clients
 * send it (GDAL, QGIS, OWSLib); the portal's /api keeps to cookies and bearer tokens.
 */
const BASIC_AUTH_PATHS = ["/ogc", "/gis"];
const takesBasic = (request: FastifyRequest) => BASIC_AUTH_PATHS.some((p) => under(request, p));

/**
 * The GIS-side API signs in with basic authentication only (section 7): a bearer token there is
 * refused like a wrong key. A session cookie still names its person, whom the calls' scopes refuse
 * (403), so no one is mistaken for a service account (decision 0180).
 */
const basicOnly = (request: FastifyRequest) => under(request, "/gis");

/** `Authorization: Basic <id:key>` as id and key; undefined without it, null when malformed. */
export function basicCredentials(request: FastifyRequest): { id: string; key: string } | null | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, encoded] = header.trim().split(/\s+/, 2);
  if (scheme.toLowerCase() !== "basic") return undefined;
  const decoded = Buffer.from(encoded ?? "", "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 1) return null;
  return { id: decoded.slice(0, colon), key: decoded.slice(colon + 1) };
}

export const TOO_MANY_FAILURES =
  "Too many failed sign-ins from this address: wait before trying again (see Retry-After).";

/** The wait a locked basic sign-in was told, sent as Retry-After. */
const retryAfter = new WeakMap<FastifyRequest, number>();

/** The requests made by a service account, for the audit hook. */
const callers = new WeakMap<FastifyRequest, { id: string; name: string }>();

/**
 * Who calls: with a bearer token (or, on BASIC_AUTH_PATHS, basic authentication with id and key;
 * on /gis basic authentication alone; on /ogc also a person's access token, as the password or the
 * bearer token),
 * the service account behind it (or nobody: a bad, expired or revoked credential is a 401, never a
 * fall-back to a cookie); otherwise the signed-in user.
 */
export function withServiceAccounts(
  db: Database,
  resolveUser: ResolveViewer,
  limits: SignInLimits,
): ResolveViewer {
  return async (request) => {
    const basic = takesBasic(request) ? basicCredentials(request) : undefined;
    if (basic !== undefined) {
      // The sign-in's failed-attempt locks (auth/rate-limit.ts), per address and per account from it.
      const attempt = { account: `service-account:${basic?.id ?? ""}`, address: request.ip };
      const lock = await credentialLocked(db, attempt, limits);
      if (lock.limited) {
        retryAfter.set(request, lock.retryAfterSeconds);
        throw rateLimited(TOO_MANY_FAILURES, { retryAfterSeconds: lock.retryAfterSeconds });
      }
      // A person's access token as the password (any user name) on /ogc: the person, decision 0226.
      if (basic && isAccessToken(basic.key) && !basicOnly(request)) {
        const person = await accessTokenViewer(db, basic.key);
        if (!person) await countCredentialFailure(db, attempt, limits);
        return person;
      }
      const found = basic && (await findKeyAccount(db, basic.id, basic.key));
      if (!found) {
        await countCredentialFailure(db, attempt, limits);
        return null;
      }
      callers.set(request, { id: found.account.id, name: found.account.name });
      return serviceAccountViewer(found.account, `basic:${found.account.id}`, found.expiresAt);
    }
    const token = bearerToken(request);
    if (token === undefined) return resolveUser(request);
    if (!token || basicOnly(request)) return null;
    // A person's access token reaches /ogc only: anywhere else it is no credential (401).
    if (isAccessToken(token)) return takesBasic(request) ? accessTokenViewer(db, token) : null;
    const found = await findTokenAccount(db, token);
    if (!found) return null;
    const { account } = found;
    callers.set(request, { id: account.id, name: account.name });
    return serviceAccountViewer(account, found.tokenId, found.tokenExpiresAt);
  };
}

function serviceAccountViewer(
  account: NonNullable<Awaited<ReturnType<typeof findTokenAccount>>>["account"],
  tokenId: string,
  tokenExpiresAt: Date,
): Viewer {
  return {
    serviceAccount: { id: account.id, name: account.name, scopes: account.scopes },
    sessionId: tokenId,
    sessionExpiresAt: tokenExpiresAt,
    ability: defineAbilityForServiceAccount(account.scopes),
    // The portal's own "system" role: it decides nothing here (the ability does), but lets the
    // routes its scopes open read across organisations as staff do (docs/decisions.md).
    user: {
      id: account.id,
      name: account.name,
      email: "",
      image: null,
      role: "system-admin",
      addOnsType: [],
      isPrimary: false,
      isExpired: false,
      status: "active",
      organisation: null,
    },
  };
}

/** Audits every API call a service account makes (allowed or refused), before its answer leaves. */
export function auditServiceAccountCalls(app: FastifyInstance, db: Database) {
  app.addHook("onSend", async (request, reply, payload) => {
    const wait = retryAfter.get(request);
    if (wait !== undefined) reply.header("retry-after", String(wait));
    const account = callers.get(request);
    if (!account) return payload;
    callers.delete(request);
    await recordServiceAccountCall(db, {
      account,
      method: request.method,
      path: request.url.split("?")[0],
      statusCode: reply.statusCode,
      requestId: request.id,
    });
    return payload;
  });
}
