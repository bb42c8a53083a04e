import { randomBytes } from "node:crypto";
import type { CatalogType } from "@strata/core";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../../../db/client.ts";
import { metadataHistories } from "../../../../db/schema/index.ts";
import { getCsrf } from "../../../../test/factories.ts";
import type { TestApp } from "../../../../test/harness.ts";
import { type SignedInUser, signedInUser } from "../../../catalogs/test/catalog-factory.ts";

/** The staff of metadata administration and a customer, signed in. */
export async function signInStaff(t: TestApp) {
  const db = t.database.db;
  const [dataAdmin, systemAdmin, superadmin, customer] = await Promise.all([
    signedInUser(t.app, db, { role: "data-admin" }),
    signedInUser(t.app, db, { role: "system-admin" }),
    signedInUser(t.app, db, { role: "superadmin" }),
    signedInUser(t.app, db, { role: "premium" }),
  ]);
  return { dataAdmin, systemAdmin, superadmin, customer };
}

/** A JSON POST as the screens send it (or anonymous with `null`). */
export function post(t: TestApp, user: SignedInUser | null, url: string, payload: unknown) {
  return t.app.inject({
    method: "POST",
    url,
    payload: payload as object,
    headers: user ? { cookie: user.cookie } : {},
  });
}

/** The field a 400 names first. */
export function fieldOf(body: { error: { details?: { issues?: { field: string }[] } } }): string | undefined {
  return body.error.details?.issues?.[0]?.field;
}

/** A multipart/form-data body, built by hand so a test can also send a broken one. */
export function multipartBody(fields: Record<string, string>, file?: { name: string; data: Buffer }) {
  const boundary = `----strata${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.data,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Uploads a bulk file as the screen does: multipart, with the session cookie and the CSRF token. */
export async function uploadBulk(
  t: TestApp,
  user: SignedInUser | null,
  fields: Record<string, string>,
  file?: { name: string; data: Buffer },
  opts: { csrf?: boolean; headers?: Record<string, string>; payload?: Buffer } = {},
) {
  const csrf = await getCsrf(t.app, user?.cookie ?? "");
  const body = multipartBody(fields, file);
  return t.app.inject({
    method: "POST",
    url: "/api/data-preparation/bulkaddupdatesdc",
    payload: opts.payload ?? body.payload,
    headers: {
      cookie: csrf.cookie,
      "content-type": body.contentType,
      ...(opts.csrf === false ? {} : { "x-csrf-token": csrf.csrfToken }),
      ...opts.headers,
    },
  });
}

export async function historiesOf(db: Database, type: CatalogType | "None", recordId: string) {
  return db
    .select()
    .from(metadataHistories)
    .where(and(eq(metadataHistories.sdcType, type), eq(metadataHistories.recordId, recordId)));
}
