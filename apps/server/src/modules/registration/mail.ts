import { breakdownText, PLANS, type PriceBreakdown, type Tier } from "@strata/core";
import type { MailMessage } from "../../plugins/mail.ts";

/** The wizard's page that consumes the e-mail link (apps/web features/registration). */
export const VERIFY_PAGE = "/register/verify";
/** An e-mail link works once, within a day. */
export const VERIFICATION_LIFETIME_MS = 24 * 3600 * 1000;

export function verificationMessage(input: {
  email: string;
  name: string;
  token: string;
  linkOrigin: string;
}) {
  const url = new URL(VERIFY_PAGE, input.linkOrigin);
  url.searchParams.set("token", input.token);
  const link = url.toString();
  return {
    to: input.email,
    subject: "Verify your e-mail address for Strata",
    link,
    text: `Hello ${input.name},\n\nTo continue your Strata registration, verify your e-mail address with this link:\n\n${link}\n\nThe link works once and expires in 24 hours. If you did not start a registration, you can ignore this e-mail.\n`,
  } satisfies MailMessage;
}

/** The wizard's page that continues a draft from an e-mailed link (apps/web features/registration). */
export const CONTINUE_PAGE = "/register/continue";

/** "Continue my registration": the link opens the draft on whatever device reads the e-mail. */
export function continueMessage(input: { email: string; name: string; token: string; linkOrigin: string }) {
  const url = new URL(CONTINUE_PAGE, input.linkOrigin);
  url.searchParams.set("token", input.token);
  const link = url.toString();
  return {
    to: input.email,
    subject: "Continue your Strata registration",
    link,
    text: `Hello ${input.name},\n\nTo continue your Strata registration where you left it, open this link on any device:\n\n${link}\n\nThe link works until your draft expires, 7 days after you started it. If you did not ask for it, you can ignore this e-mail.\n`,
  } satisfies MailMessage;
}

/**
 * Sent instead of a verification link when the address already has an account: the person who
 * typed it learns nothing, its owner learns how to get in.
 */
export function alreadyRegisteredMessage(input: { email: string; linkOrigin: string }): MailMessage {
  const link = new URL("/auth/signin", input.linkOrigin).toString();
  return {
    to: input.email,
    subject: "You already have a Strata account",
    link,
    text: `Someone (perhaps you) started a Strata registration with this e-mail address, which already has an account. Sign in here, or use "Forgot password?" on that page:\n\n${link}\n\nIf it was not you, you can ignore this e-mail; nothing was changed.\n`,
  };
}

export function submittedMessage(input: {
  email: string;
  name: string;
  organisationName: string;
  planType: Tier;
  /** The application's price with SST broken out, as the wizard showed it and the invoice will bill it. */
  price: PriceBreakdown;
  linkOrigin: string;
}): MailMessage {
  const link = new URL("/auth/signin", input.linkOrigin).toString();
  const plan = PLANS[input.planType];
  const paid = input.price.subtotalSen > 0;
  const price = paid ? `:\n\n${breakdownText(input.price)}` : " (free).";
  const next = paid
    ? "Our team checks your organisation and documents, then the approvers review it; once approved you receive an invoice of this total to pay."
    : "Our team checks your organisation and documents; you are told by e-mail as soon as it is decided.";
  return {
    to: input.email,
    subject: "Your Strata registration was submitted",
    link,
    text: `Hello ${input.name},\n\nWe received the registration of ${input.organisationName} for the ${plan.label} plan${price}\n\nIts status is now "pending verification". ${next}\n\nYou can sign in at any time to follow it:\n\n${link}\n`,
  };
}
