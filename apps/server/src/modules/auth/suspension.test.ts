import { eq } from "drizzle-orm";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import { createUser, signIn } from "../../test/factories.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { connectSocket } from "../data-preparation/sync/test/storage-fixture.ts";
import { endSessionsOfUsers, reactivateUser, suspendUser } from "./suspension.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => t.close());

/** The session of a cookie, or null when signed out (the wire answers `{}`, as next-auth's client expects). */
const sessionOf = async (cookie: string) => {
  const body = (await t.app.inject({ url: "/api/auth/session", headers: { cookie } })).json();
  return body.user ? body : null;
};

/** Resolves with the reason of the socket's disconnection; fails if it has not come within `ms`. */
function disconnection(socket: Socket, ms: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still connected after ${ms} ms`)), ms);
    socket.once("disconnect", (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

async function signedInWithSocket() {
  const user = await createUser(t.database.db, { role: "standard" });
  const cookie = await signIn(t.app, user.email, user.password!);
  const socket = await connectSocket(t.app, cookie);
  return { user, cookie, socket };
}

describe("suspending a user", () => {
  it("disconnects their sockets within a second and refuses a new connection with the old cookie", async () => {
    const suspended = await signedInWithSocket();
    const bystander = await signedInWithSocket();
    const secondTab = await connectSocket(t.app, suspended.cookie);
    try {
      const gone = Promise.all([disconnection(suspended.socket, 1000), disconnection(secondTab, 1000)]);
      await suspendUser({ db: t.database.db, realtime: t.app.realtime, userId: suspended.user.id });
      expect(await gone).toEqual(["io server disconnect", "io server disconnect"]);

      await expect(connectSocket(t.app, suspended.cookie)).rejects.toThrow("Please sign in to continue.");
      expect(await sessionOf(suspended.cookie)).toBeNull();
      expect(bystander.socket.connected).toBe(true);
      expect(await sessionOf(bystander.cookie)).not.toBeNull();
    } finally {
      suspended.socket.close();
      secondTab.close();
      bystander.socket.close();
    }
  });

  it("does not bring old sessions back on reactivation; the user signs in afresh", async () => {
    const { user, cookie, socket } = await signedInWithSocket();
    socket.close();
    await suspendUser({ db: t.database.db, realtime: t.app.realtime, userId: user.id });
    await reactivateUser({ db: t.database.db, userId: user.id });

    expect(await sessionOf(cookie)).toBeNull();
    await expect(connectSocket(t.app, cookie)).rejects.toThrow("Please sign in to continue.");
    const fresh = await signIn(t.app, user.email, user.password!);
    expect((await sessionOf(fresh)).user.sub).toBe(user.id);
  });

  it("does not revive sessions a suspension left behind when it stopped after setting the status", async () => {
    const user = await createUser(t.database.db, { role: "standard" });
    const cookie = await signIn(t.app, user.email, user.password!);
    await t.database.db.update(users).set({ status: "suspended" }).where(eq(users.id, user.id));
    expect(await sessionOf(cookie)).toBeNull();

    await reactivateUser({ db: t.database.db, userId: user.id });
    expect(await sessionOf(cookie)).toBeNull();
  });
});

describe("endSessionsOfUsers", () => {
  it("ends every session and socket of the users given (a subscription's users), and nobody else's", async () => {
    const members = [await signedInWithSocket(), await signedInWithSocket()];
    const outsider = await signedInWithSocket();
    try {
      const gone = Promise.all(members.map((m) => disconnection(m.socket, 1000)));
      await endSessionsOfUsers(
        t.database.db,
        t.app.realtime,
        members.map((m) => m.user.id),
      );
      await gone;
      for (const member of members) expect(await sessionOf(member.cookie)).toBeNull();
      expect(outsider.socket.connected).toBe(true);
      expect(await sessionOf(outsider.cookie)).not.toBeNull();
    } finally {
      for (const s of [...members, outsider]) s.socket.close();
    }
  });
});
