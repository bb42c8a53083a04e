import { useSyncExternalStore } from "react";

// The toast container (react-toastify, ~7 kB gzip) loads once a page can show toasts: every page of the
// shell, or a page whose address carries a toast. The sign-in page alone never loads it.
let requested = false;
const listeners = new Set<() => void>();

/** Mounts the toast container from now on; toasts raised before it mounts wait in react-toastify's queue. */
export function requestToastHost() {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

export function useToastHostRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
  );
}
