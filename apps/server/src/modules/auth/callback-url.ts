import { AppError } from "../../lib/errors.ts";

/**
 * A callback URL must stay on our origin, or a sign-in link becomes an open redirect. Accepts a
 * relative path or an absolute URL on `publicUrl`; answers the relative form.
 */
export function resolveCallbackUrl(value: string | undefined, publicUrl: string): string {
  if (value === undefined || value === "") return "/";
  const origin = new URL(publicUrl).origin;
  // `//evil.example` and `/\evil.example` are protocol-relative to browsers: not paths of ours.
  const looksRelative = value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\");
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    throw invalidCallbackUrl(value);
  }
  if (url.origin !== origin || (!looksRelative && !/^https?:\/\//i.test(value)))
    throw invalidCallbackUrl(value);
  return `${url.pathname}${url.search}${url.hash}`;
}

function invalidCallbackUrl(value: string) {
  return new AppError("INVALID_CALLBACK_URL", "The callback URL must be a path or an address on this site.", {
    field: "callbackUrl",
    value,
  });
}
