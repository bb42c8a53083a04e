import {
  SESSION_REQUIRED_ERROR,
  SIGN_IN_LIMITED_ERROR,
  SIGN_IN_LIMITED_MESSAGE,
  signInErrorMessage,
} from "@strata/core";

export const SESSION_REQUIRED_MESSAGE = "Please sign in to access this page.";

/** The text for a sign-in error value; SessionRequired is a prompt rather than a failure. */
export function signInErrorText(error: string): string {
  if (error === SIGN_IN_LIMITED_ERROR) return SIGN_IN_LIMITED_MESSAGE;
  return error === SESSION_REQUIRED_ERROR ? SESSION_REQUIRED_MESSAGE : signInErrorMessage(error);
}
