export const PASSWORD_MIN_LENGTH = 8;

/** The problem with a new password, or null when it is acceptable. */
export function newPasswordProblem(password: string): string | null {
  if (password.length === 0) return "Enter a new password.";
  if (password.length < PASSWORD_MIN_LENGTH)
    return `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  return null;
}

export function confirmationProblem(password: string, confirmation: string): string | null {
  if (confirmation.length === 0) return "Confirm the new password.";
  if (password !== confirmation) return "The passwords do not match.";
  return null;
}

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
