import { SIGN_IN_LIMITED_ERROR, SIGN_IN_LIMITED_MESSAGE, signInErrorMessage } from "@strata/core";
import { describe, expect, it } from "vitest";
import { signInErrorText } from "./sign-in-error.ts";

describe("sign-in error texts", () => {
  it("tells a limited user to wait or ask for a link, not that the credentials were wrong", () => {
    expect(signInErrorText(SIGN_IN_LIMITED_ERROR)).toBe(SIGN_IN_LIMITED_MESSAGE);
    expect(signInErrorText(SIGN_IN_LIMITED_ERROR)).not.toBe(signInErrorText("CredentialsSignin"));
  });

  it("keeps the section-8 texts for the other values", () => {
    expect(signInErrorText("AccessDenied")).toBe(signInErrorMessage("AccessDenied"));
  });
});
