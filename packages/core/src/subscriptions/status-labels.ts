import type { ApplicationStatus, SubscriptionStatus, UserStatus } from "../enums.ts";

/**
 * How a status name of section 4 reads on screen: the spec's name in words ("pending_loa" →
 * "Pending LOA"). Screens show these; the API keeps the spec's names.
 */
export function statusLabel(status: string): string {
  const words = status.replace(/[_-]+/g, " ").trim();
  const sentence = words.charAt(0).toUpperCase() + words.slice(1);
  return sentence
    .replace(/\bloa\b/gi, "LOA")
    .replace(/\bvdr\b/gi, "VDR")
    .replace(/\bmbr\b/gi, "MBR");
}

/** What a status asks of people: the colour family a chip uses. */
export type StatusTone = "neutral" | "waiting" | "attention" | "success" | "danger";

const TONES: Record<ApplicationStatus | SubscriptionStatus | UserStatus, StatusTone> = {
  new: "neutral",
  pending_verification: "waiting",
  pending_verification_clarification: "attention",
  pending_loa: "waiting",
  pending_loa_clarification: "attention",
  invoice_issued: "waiting",
  pending_payment: "waiting",
  pending_finance: "waiting",
  pending_finance_clarification: "attention",
  approved: "success",
  rejected: "danger",
  failed: "danger",
  failed_payment: "danger",
  resubmission: "attention",
  cancelled: "neutral",
  cancel_request: "attention",
  inactive: "neutral",
  active: "success",
  expired: "danger",
  revoked: "danger",
  suspended: "attention",
  unallocated: "neutral",
  invited: "waiting",
};

export function statusTone(status: string): StatusTone {
  return TONES[status as keyof typeof TONES] ?? "neutral";
}
