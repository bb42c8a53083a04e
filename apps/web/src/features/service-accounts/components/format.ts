import { formatDate, SERVICE_ACCOUNT_SCOPE_LABELS, type ServiceAccountScope } from "@strata/core";

export { formatDateTime } from "@strata/core";
/** An expiry is the end of a UTC day (the form says so): show that day, not the Malaysian one after it. */
export const formatDay = (iso: string) => formatDate(iso, { timeZone: "UTC" });
export const scopeLabels = (scopes: readonly ServiceAccountScope[]) =>
  scopes.map((s) => SERVICE_ACCOUNT_SCOPE_LABELS[s].label).join(", ");

const ACTIONS: Record<string, string> = {
  "service_account.create": "Created",
  "service_account.rotate_key": "Key rotated",
  "service_account.revoke": "Revoked",
  "service_account.change_scopes": "Scopes changed",
  "service_account.sign_in": "Signed in",
  "service_account.call": "Call",
};
export const actionLabel = (action: string) => ACTIONS[action] ?? action;
