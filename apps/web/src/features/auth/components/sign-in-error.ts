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

/** What the sign-in pages tell the visitor: the text, and whether it is a failure or a prompt. */
export interface SignInProblem {
  text: string;
  severity: "error" | "info";
}

/**
 * The problem a sign-in page shows: the server's own text when it refused the request itself (rate
 * limit, bad callback address), else the text of the sign-in error value; none without either.
 */
export function signInProblem(error: string | null, refusal: string | null = null): SignInProblem | null {
  if (refusal) return { text: refusal, severity: "error" };
  if (!error) return null;
  return { text: signInErrorText(error), severity: error === SESSION_REQUIRED_ERROR ? "info" : "error" };
}
