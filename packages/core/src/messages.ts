// Texts are the spec's, verbatim (section 8 and section 2); do not correct their wording.

/** Section 8: sign-in error values (the `error` query parameter) and their toasts. */
export const SIGN_IN_ERROR_MESSAGES: Record<string, string> = {
  AccessDenied: "Your access to the portal has been suspended.",
  OAuthSignin: "Authentication with the identity provider failed.",
  OAuthCallback: "Authentication with the identity provider failed.",
  OAuthCreateAccount: "Authentication with the identity provider failed.",
  EmailCreateAccount: "Authentication with the identity provider failed.",
  Callback: "Authentication with the identity provider failed.",
  OAuthAccountNotLinked: "Authentication with the identity provider failed.",
  Verification: "The token has expired or has already been used.",
  EmailSignin: "Could not send verification token, make sure your email address is correct and try again.",
  CredentialsSignin: "Authentication failed, make sure your credentials are correct.",
  Configuration: "Authentication failed, make sure your credentials are correct.",
  Default: "Authentication failed, make sure your credentials are correct.",
};
export const SIGN_IN_ERROR_SUFFIX = "Please contact us if you believe this is a mistake.";

/** The toast for a sign-in error value; an unknown value is shown as given, without the suffix. */
export function signInErrorMessage(value: string): string {
  if (!Object.hasOwn(SIGN_IN_ERROR_MESSAGES, value)) return value;
  return `${SIGN_IN_ERROR_MESSAGES[value]} ${SIGN_IN_ERROR_SUFFIX}`;
}

/** The error value of the sign-in-required redirect (section 2). */
export const SESSION_REQUIRED_ERROR = "SessionRequired";
/**
 * Not a section-8 value: the portal's answer to a sign-in refused by its rate limits, in the same
 * `error` parameter, with a text of its own (section 8 has none for it).
 */
export const SIGN_IN_LIMITED_ERROR = "TooManyAttempts";
export const SIGN_IN_LIMITED_MESSAGE =
  "Too many sign-in attempts. Please try again later, or ask for a sign-in link by email.";

/** Logged by the auth client when a session fetch fails (section 7). */
export const CLIENT_FETCH_ERROR = "CLIENT_FETCH_ERROR";

/** Section 8: authentication library error names, with their codes where the spec gives one. */
export const AUTH_LIBRARY_ERRORS = {
  UnknownError: null,
  OAuthCallbackError: null,
  AccountNotLinkedError: null,
  MissingAPIRouteError: null,
  MissingSecretError: "NO_SECRET",
  MissingAuthorizeError: "CALLBACK_CREDENTIALS_HANDLER_ERROR",
  MissingAdapterError: "EMAIL_REQUIRES_ADAPTER_ERROR",
  UnsupportedStrategyError: "CALLBACK_CREDENTIALS_JWT_ERROR",
  InvalidCallbackUrl: "INVALID_CALLBACK_URL_ERROR",
} as const;
export type AuthLibraryErrorName = keyof typeof AUTH_LIBRARY_ERRORS;
export const AUTH_LIBRARY_ERROR_NAMES = Object.keys(AUTH_LIBRARY_ERRORS) as AuthLibraryErrorName[];

/** Section 8: metadata administration. */
export const METADATA_MESSAGES = {
  deleteSuccess: "Data Delete successfully!",
  submitting: "Data Submitting. Please Wait.",
  submitSuccess: "Data submitted successfully!",
  submitFailed: "Error submitting data. Please try again.",
  syncRunning: "Synchronization running...",
  syncFailed: "Synchronization Failed",
  getGisWellDataFailed: "Get GIS Well data Failed",
  getWebMapServiceUrlFailed: "Get Web Map Service Url Failed",
  getNonSeismicDataFailed: "Get non seismic data Failed",
  setLinkFileFail: "Set Link File Fail",
  insertProcessingStageSuccess: "Insertion processing stage successfully!",
  insertDatumSuccess: "Insertion datum successfully!",
  insertProjectionSuccess: "Insertion projection successfully!",
  addCategorySuccess: "Category added successfully!",
  // Section 8 gives only the pattern "Error ... Please try again."; filled in like submitFailed.
  insertProcessingStageFailed: "Error inserting processing stage. Please try again.",
  insertDatumFailed: "Error inserting datum. Please try again.",
  insertProjectionFailed: "Error inserting projection. Please try again.",
  addCategoryFailed: "Error adding category. Please try again.",
  exporting: "Exporting Excel. Please Wait.",
  exportSuccess: "Export Successfully!",
} as const;

export function bulkResult(added: number, updated: number): string {
  return `Added ${added} and Updated ${updated} successfully!`;
}

export function syncSuccessful(type: string): string {
  return `${type} Synchronization Successful!`;
}

export function retrieveFileFailed(type: string): string {
  return `${type} Retrieve File Failed`;
}

/** Section 8: the link-file call answers 201 with an error text and 200 with a success text. */
export function linkFileToast(
  status: number,
  message: string,
): { kind: "success" | "error"; message: string } {
  if (status === 200) return { kind: "success", message };
  if (status === 201) return { kind: "error", message };
  return { kind: "error", message: METADATA_MESSAGES.setLinkFileFail };
}

export const DELETE_TOAST_AUTO_CLOSE_MS = 6000;
export const LINK_FILE_TOAST_AUTO_CLOSE_MS = 5000;

/** Section 2: the export-to-Excel confirmation dialog. */
export const EXPORT_DIALOG_MODES = ["closed", "openExportSelected", "openExportAll"] as const;
export type ExportDialogMode = (typeof EXPORT_DIALOG_MODES)[number];

export function exportDialogTitle(displayName: string): string {
  return `Export Excel ${displayName}`;
}

export function exportAllText(total: number): string {
  return `No Row Selected. This will export ${total} of rows. This action will export metadata into Excel. Process may take awhile.`;
}

export function exportSelectedText(count: number): string {
  return `${count} Row Selected. This action will export metadata into Excel. Process may take awhile.`;
}
