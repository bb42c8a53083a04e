import { type Id, type ToastContent, type ToastOptions, toast as toastify } from "react-toastify";

type Kind = "success" | "error" | "info" | "warning";

/** Checks after showing, spanning react-toastify's exit animation (under a second). */
const RECHECKS_MS = [50, 300, 800, 1500];

/** The latest show of each fixed id: an older show's checks stop once a newer one is made. */
const latest = new Map<Id, symbol>();

/**
 * Shows a toast under a fixed id, as the portal's "one toast per kind of operation" wants:
 * react-toastify drops a new toast whose id is on screen or still leaving it, and loses an update
 * made to one that is leaving. So a toast whose id is on screen gets the new text and kind; one
 * leaving is shown again once it has gone. A toast its user (or its timer) closed stays closed.
 */
function show(kind: Kind, content: ToastContent, options: ToastOptions = {}): Id {
  const id = options.toastId;
  if (id === undefined) return toastify[kind](content, options);
  const token = Symbol(String(id));
  latest.set(id, token);
  let closed = false;
  const props: ToastOptions = {
    ...options,
    onClose: (reason) => {
      closed = true;
      options.onClose?.(reason);
    },
  };
  const put = () => {
    if (toastify.isActive(id)) {
      toastify.update(id, { ...props, render: content, type: kind, isLoading: false, delay: 0 });
    } else {
      toastify[kind](content, props);
    }
  };
  put();
  for (const ms of RECHECKS_MS) {
    setTimeout(() => {
      if (latest.get(id) === token && !closed && !toastify.isActive(id)) put();
    }, ms);
  }
  return id;
}

/** react-toastify's toast for this app: the same calls, with fixed ids made reliable (`show`). */
export const toast = {
  success: (content: ToastContent, options?: ToastOptions) => show("success", content, options),
  error: (content: ToastContent, options?: ToastOptions) => show("error", content, options),
  info: (content: ToastContent, options?: ToastOptions) => show("info", content, options),
  warning: (content: ToastContent, options?: ToastOptions) => show("warning", content, options),
  isActive: (id: Id) => toastify.isActive(id),
  dismiss: (id?: Id) => {
    if (id !== undefined) latest.delete(id);
    else latest.clear();
    toastify.dismiss(id);
  },
};
