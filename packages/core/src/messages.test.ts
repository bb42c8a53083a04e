import { describe, expect, it } from "vitest";
import {
  bulkResult,
  exportAllText,
  exportDialogTitle,
  exportSelectedText,
  linkFileToast,
  SIGN_IN_ERROR_MESSAGES,
  signInErrorMessage,
} from "./messages.ts";

describe("signInErrorMessage", () => {
  it.each([
    ["AccessDenied", "Your access to the portal has been suspended."],
    ["OAuthAccountNotLinked", "Authentication with the identity provider failed."],
    ["Verification", "The token has expired or has already been used."],
    [
      "EmailSignin",
      "Could not send verification token, make sure your email address is correct and try again.",
    ],
    ["CredentialsSignin", "Authentication failed, make sure your credentials are correct."],
    ["Default", "Authentication failed, make sure your credentials are correct."],
  ])("follows the %s text with the contact suffix", (value, text) => {
    expect(signInErrorMessage(value)).toBe(`${text} Please contact us if you believe this is a mistake.`);
  });

  it("covers every error value of the spec's table", () => {
    expect(Object.keys(SIGN_IN_ERROR_MESSAGES).sort()).toEqual(
      [
        "AccessDenied",
        "OAuthSignin",
        "OAuthCallback",
        "OAuthCreateAccount",
        "EmailCreateAccount",
        "Callback",
        "OAuthAccountNotLinked",
        "Verification",
        "EmailSignin",
        "CredentialsSignin",
        "Configuration",
        "Default",
      ].sort(),
    );
  });

  it("shows an unknown value as given", () => {
    expect(signInErrorMessage("Something odd happened")).toBe("Something odd happened");
  });

  it("does not mistake an inherited property for a known value", () => {
    expect(signInErrorMessage("constructor")).toBe("constructor");
  });
});

describe("metadata texts", () => {
  it("fill in their placeholders", () => {
    expect(bulkResult(3, 2)).toBe("Added 3 and Updated 2 successfully!");
    expect(exportDialogTitle("Seismic 2D")).toBe("Export Excel Seismic 2D");
    expect(exportAllText(120)).toBe(
      "No Row Selected. This will export 120 of rows. This action will export metadata into Excel. Process may take awhile.",
    );
    expect(exportSelectedText(4)).toBe(
      "4 Row Selected. This action will export metadata into Excel. Process may take awhile.",
    );
  });

  it("shows a link-file result by its status code", () => {
    expect(linkFileToast(200, "Linked")).toEqual({ kind: "success", message: "Linked" });
    expect(linkFileToast(201, "Already linked")).toEqual({ kind: "error", message: "Already linked" });
    expect(linkFileToast(500, "boom")).toEqual({ kind: "error", message: "Set Link File Fail" });
  });
});
