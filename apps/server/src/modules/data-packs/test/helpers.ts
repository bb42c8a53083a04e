import { eq } from "drizzle-orm";
import { dataPrePacks } from "../../../db/schema/index.ts";
import { createUser, signIn } from "../../../test/factories.ts";
import type { TestApp } from "../../../test/harness.ts";
import { request } from "../../downloads/test/helpers.ts";

/** A signed-in staff user: data staff manage packs and pre-packs, system may only view them. */
export async function staffCookie(t: TestApp, role: "data-admin" | "system-admin" | "admin" = "data-admin") {
  const user = await createUser(t.database.db, { role });
  return signIn(t.app, user.email, user.password as string);
}

let n = 0;
/** A data pack written by data staff over the given records, published unless asked otherwise. */
export async function dataPack(
  t: TestApp,
  cookie: string,
  input: { records: { type: string; id: string }[]; credits?: number; publish?: boolean; name?: string },
) {
  const call = request(t);
  const created = await call("POST", "/api/admin/data-packs", cookie, {
    name: input.name ?? `Test pack ${++n} ${Math.random().toString(36).slice(2, 7)}`,
    description: "Records for a test",
    credits: input.credits ?? 10,
    records: input.records,
  });
  if (created.statusCode !== 201) throw new Error(`pack not created: ${created.body}`);
  const id = created.json().id as string;
  if (input.publish !== false) {
    const published = await call("POST", `/api/admin/data-packs/${id}/publish`, cookie);
    if (published.statusCode !== 200) throw new Error(`pack not published: ${published.body}`);
  }
  return id;
}

/** Waits until the pre-pack is no longer building (the app's own runner builds it). */
export async function builtPrePack(t: TestApp, id: string, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await t.database.db.select().from(dataPrePacks).where(eq(dataPrePacks.id, id));
    if (row && row.status !== "building") return row;
    if (Date.now() > until) throw new Error(`pre-pack ${id} still ${row?.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
