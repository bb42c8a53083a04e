import { SERVICE_ACCOUNT_SCOPE_LABELS, type ServiceAccountScope } from "@strata/core";

const dateTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });
const day = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" });

export const formatDateTime = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : "—");
/** An expiry is the end of a UTC day: show that day. */
export const formatDay = (iso: string) => day.format(new Date(iso));
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
