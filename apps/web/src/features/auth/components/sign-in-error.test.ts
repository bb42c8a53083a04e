import {
  SESSION_REQUIRED_ERROR,
  SIGN_IN_LIMITED_ERROR,
  SIGN_IN_LIMITED_MESSAGE,
  signInErrorMessage,
} from "@strata/core";
import { describe, expect, it } from "vitest";
import { SESSION_REQUIRED_MESSAGE, signInErrorText, signInProblem } from "./sign-in-error.ts";

describe("sign-in error texts", () => {
  it("tells a limited user to wait or ask for a link, not that the credentials were wrong", () => {
    expect(signInErrorText(SIGN_IN_LIMITED_ERROR)).toBe(SIGN_IN_LIMITED_MESSAGE);
    expect(signInErrorText(SIGN_IN_LIMITED_ERROR)).not.toBe(signInErrorText("CredentialsSignin"));
  });

  it("keeps the section-8 texts for the other values", () => {
    expect(signInErrorText("AccessDenied")).toBe(signInErrorMessage("AccessDenied"));
  });
});

describe("the problem a sign-in page shows", () => {
  it("prefers the server's own refusal text to the error value", () => {
    expect(signInProblem("CredentialsSignin", "Too many requests.")).toEqual({
      text: "Too many requests.",
      severity: "error",
    });
  });

  it("shows SessionRequired as a prompt and every other value as a failure", () => {
    expect(signInProblem(SESSION_REQUIRED_ERROR)).toEqual({
      text: SESSION_REQUIRED_MESSAGE,
      severity: "info",
    });
    expect(signInProblem("AccessDenied")?.severity).toBe("error");
    expect(signInProblem("SomethingOdd")).toEqual({ text: "SomethingOdd", severity: "error" });
  });

  it("shows nothing without an error or a refusal", () => {
    expect(signInProblem(null)).toBeNull();
    expect(signInProblem("")).toBeNull();
  });
});
