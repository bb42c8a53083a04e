import { SESSION_REQUIRED_ERROR, signInErrorMessage } from "@strata/core";

export const SESSION_REQUIRED_MESSAGE = "Please sign in to access this page.";

/** The text for a sign-in error value; SessionRequired is a prompt rather than a failure. */
export function signInErrorText(error: string): string {
  return error === SESSION_REQUIRED_ERROR ? SESSION_REQUIRED_MESSAGE : signInErrorMessage(error);
}
