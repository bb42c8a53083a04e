import type { UserRole } from "@strata/core";
import { createUser, signIn } from "../../../test/factories.ts";
import type { TestApp } from "../../../test/harness.ts";

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/**
 * A test's HTTP client: `as(role)` signs in a user of that role once per file and reuses the
 * session; `call(method, url, body?, cookie?)` goes through app.inject.
 */
export function referenceClient(t: () => TestApp) {
  const sessions = new Map<UserRole, Promise<string>>();
  return {
    as(role: UserRole): Promise<string> {
      let session = sessions.get(role);
      if (!session) {
        session = createUser(t().database.db, { role }).then((u) => signIn(t().app, u.email, u.password!));
        sessions.set(role, session);
      }
      return session;
    },
    call(method: Method, url: string, body?: unknown, cookie = "") {
      return t().app.inject({ method, url, headers: cookie ? { cookie } : {}, payload: body as object });
    },
  };
}

/** The field a 400 names first (`details.issues[0].field`). */
export const fieldOf = (res: { json(): { error: { details?: { issues?: { field: string }[] } } } }) =>
  res.json().error.details?.issues?.[0]?.field;
