import { describe, expect, it } from "vitest";
import { signDownloadLink, verifyDownloadLink } from "./signed-link.ts";

const secret = "a-test-secret-of-at-least-32-characters!";
const subject = { packageId: "pkg-1", userId: "user-1" };
const now = new Date("2026-01-01T00:00:00Z");
const later = new Date("2026-01-15T12:00:00Z");

describe("signed download links", () => {
  it("opens the package it was made for, until its expiry", () => {
    const token = signDownloadLink(secret, subject, later);
    expect(token).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    expect(verifyDownloadLink(secret, token, subject, now)).toEqual({ ok: true, expiresAt: later });
  });

  it("opens nothing else: another package, another user, another secret", () => {
    const token = signDownloadLink(secret, subject, later);
    expect(verifyDownloadLink(secret, token, { ...subject, packageId: "pkg-2" }, now)).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(verifyDownloadLink(secret, token, { ...subject, userId: "user-2" }, now).ok).toBe(false);
    expect(verifyDownloadLink(`${secret}x`, token, subject, now).ok).toBe(false);
  });

  it("refuses a token whose expiry was moved, or one tampered with", () => {
    const token = signDownloadLink(secret, subject, later);
    const [seconds, sig] = token.split(".");
    expect(verifyDownloadLink(secret, `${Number(seconds) + 86_400}.${sig}`, subject, now)).toEqual({
      ok: false,
      reason: "invalid",
    });
    const flipped = `${seconds}.${sig[0] === "A" ? "B" : "A"}${sig.slice(1)}`;
    expect(verifyDownloadLink(secret, flipped, subject, now)).toEqual({ ok: false, reason: "invalid" });
  });

  it("tells an expired genuine token apart, with its expiry", () => {
    const token = signDownloadLink(secret, subject, later);
    expect(verifyDownloadLink(secret, token, subject, new Date("2026-02-01T00:00:00Z"))).toEqual({
      ok: false,
      reason: "expired",
      expiresAt: later,
    });
  });

  it("refuses malformed tokens without throwing", () => {
    for (const bad of ["", "abc", "123.", ".abc", `1.${"A".repeat(42)}`, `x.${"A".repeat(43)}`, "1.2.3"]) {
      expect(verifyDownloadLink(secret, bad, subject, now)).toEqual({ ok: false, reason: "malformed" });
    }
  });
});
