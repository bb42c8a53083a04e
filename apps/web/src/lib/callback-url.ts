/** Keeps a sign-in callback on this site: anything else falls back to the home page. */
export function safeCallbackUrl(value: string | null | undefined): string {
  if (!value) return "/";
  try {
    const url = new URL(value, window.location.origin);
    if (url.origin !== window.location.origin) return "/";
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return "/";
  }
}
