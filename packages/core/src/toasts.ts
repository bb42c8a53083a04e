/** Section 2: these query parameters, on any page, become toasts of the same kind. */
export const TOAST_KINDS = ["info", "error", "success", "warning"] as const;
export type ToastKind = (typeof TOAST_KINDS)[number];

export const TOAST_AUTO_CLOSE_MS = 8000;
export const TOAST_POSITION = "top-center";

/** One fixed id per kind, so a reload or a repeated parameter does not stack duplicates. */
export const TOAST_ID: Record<ToastKind, string> = {
  info: "toast-info",
  error: "toast-error",
  success: "toast-success",
  warning: "toast-warning",
};

export type QueryToast = { kind: ToastKind; message: string; id: string };

// The spellings an unset value takes once serialised into an address.
const NOT_A_VALUE = new Set(["", "null", "undefined", "0", "false"]);

/** The toasts an address asks for; several values of one kind give several toasts, ids suffixed by index. */
export function toastsFromSearchParams(params: URLSearchParams): QueryToast[] {
  return TOAST_KINDS.flatMap((kind) => {
    const messages = params.getAll(kind).filter((value) => !NOT_A_VALUE.has(value.trim()));
    return messages.map((message, index) => ({
      kind,
      message,
      id: messages.length === 1 ? TOAST_ID[kind] : `${TOAST_ID[kind]}-${index}`,
    }));
  });
}

/** A copy of the parameters without the toast ones, for replacing the address once the toasts show. */
export function stripToastParams(params: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(params);
  for (const kind of TOAST_KINDS) rest.delete(kind);
  return rest;
}
