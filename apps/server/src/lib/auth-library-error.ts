import { AUTH_LIBRARY_ERRORS, type AuthLibraryErrorName } from "@strata/core";

/**
 * Section 8's authentication library errors under their exact names, with the spec's code where it
 * gives one (`MissingSecretError` is `NO_SECRET`): what an operator greps the logs and a failed start
 * for. Only the ones this portal can meet are raised (decision 0213).
 */
export class AuthLibraryError extends Error {
  readonly code: string | null;

  constructor(name: AuthLibraryErrorName, message: string) {
    const code = AUTH_LIBRARY_ERRORS[name];
    super(code ? `[${code}] ${message}` : message);
    this.name = name;
    this.code = code;
  }
}
