import { useCallback, useState } from "react";

/** Every preference this browser keeps for the portal's screens sits under one prefix. */
const PREFIX = "strata.preference.";

function read<T>(key: string, fallback: T, isValid: (value: unknown) => value is T): T {
  try {
    const raw = localStorage.getItem(PREFIX + key);
    if (raw === null) return fallback;
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : fallback;
  } catch {
    // Storage refused (private mode, quota) or a value written by an older version: the default.
    return fallback;
  }
}

/**
 * A screen preference this browser remembers (a list's hidden columns): read once, written on each
 * change. Not sent to the server: it is a matter of one person's screen, not of their account.
 */
export function useStoredPreference<T>(
  key: string,
  fallback: T,
  isValid: (value: unknown) => value is T,
): [T, (value: T) => void] {
  const [value, setValue] = useState(() => read(key, fallback, isValid));
  const store = useCallback(
    (next: T) => {
      setValue(next);
      try {
        localStorage.setItem(PREFIX + key, JSON.stringify(next));
      } catch {
        // Not remembered, still applied on this page.
      }
    },
    [key],
  );
  return [value, store];
}

export const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length <= 100 && value.every((v) => typeof v === "string");
