import type { MailMessage } from "../../plugins/mail.ts";
import {
  AUTH_PAGES,
  PASSWORD_RESET_EXPIRES_IN_SECONDS,
  SIGN_IN_LINK_EXPIRES_IN_SECONDS,
} from "./constants.ts";

const minutes = (seconds: number) => `${Math.round(seconds / 60)} minutes`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function linkMessage(to: string, subject: string, intro: string, link: string, outro: string): MailMessage {
  return {
    to,
    subject,
    link,
    text: `${intro}\n\n${link}\n\n${outro}\n`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(subject)}</a></p><p>${escapeHtml(outro)}</p>`,
  };
}

export function signInLinkMessage(input: {
  linkOrigin: string;
  email: string;
  token: string;
  callbackUrl: string;
}) {
  const url = new URL("/api/auth/callback/email", input.linkOrigin);
  url.searchParams.set("token", input.token);
  url.searchParams.set("callbackUrl", input.callbackUrl);
  return linkMessage(
    input.email,
    "Sign in to Strata",
    "Use this link to sign in to Strata:",
    url.toString(),
    `The link works once and expires in ${minutes(SIGN_IN_LINK_EXPIRES_IN_SECONDS)}. If you did not ask to sign in, you can ignore this e-mail.`,
  );
}

export function passwordResetMessage(input: {
  linkOrigin: string;
  email: string;
  name: string;
  token: string;
}) {
  const url = new URL(AUTH_PAGES.resetPassword, input.linkOrigin);
  url.searchParams.set("token", input.token);
  return linkMessage(
    input.email,
    "Reset your Strata password",
    `Hello ${input.name}, use this link to choose a new password for Strata:`,
    url.toString(),
    `The link works once and expires in ${minutes(PASSWORD_RESET_EXPIRES_IN_SECONDS)}. If you did not ask for a new password, you can ignore this e-mail; your password stays as it is.`,
  );
}
