import type { Session } from "@strata/core";
import { createContext, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { fetchSession } from "./auth-client.ts";
import { broadcastSessionChange, subscribeToSessionChanges } from "./broadcast.ts";

export type SessionStatus = "loading" | "authenticated" | "unauthenticated";

export interface SessionContextValue {
  data: Session | null;
  status: SessionStatus;
  /** Refetches the session and tells the other tabs. */
  update: () => Promise<Session | null>;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

interface SessionProviderProps {
  children: ReactNode;
  /** Poll the session every this many seconds while the tab is visible; 0 turns polling off. */
  refetchInterval?: number;
  /** Refetch when the tab becomes visible again. */
  refetchOnWindowFocus?: boolean;
}

/** Supplies the session to every page: `loading` until the first fetch ends, then (un)authenticated. */
export function SessionProvider({
  children,
  refetchInterval = 0,
  refetchOnWindowFocus = true,
}: SessionProviderProps) {
  const [data, setData] = useState<Session | null>(null);
  const [loaded, setLoaded] = useState(false);
  const latestRequest = useRef(0);

  const refetch = useCallback(async () => {
    const request = ++latestRequest.current;
    const session = await fetchSession();
    // Only the newest request may write, so a slow old answer cannot overwrite a newer one.
    if (request === latestRequest.current) {
      setData(session);
      setLoaded(true);
    }
    return session;
  }, []);

  useEffect(() => {
    void refetch();
    return subscribeToSessionChanges(() => void refetch());
  }, [refetch]);

  useEffect(() => {
    if (!refetchOnWindowFocus) return;
    const onVisibility = () => {
      if (document.visibilityState === "visible") void refetch();
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => document.removeEventListener("visibilitychange", onVisibility);
  }, [refetch, refetchOnWindowFocus]);

  useEffect(() => {
    if (!refetchInterval || refetchInterval <= 0) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") void refetch();
    }, refetchInterval * 1000);
    return () => window.clearInterval(timer);
  }, [refetch, refetchInterval]);

  const update = useCallback(async () => {
    const session = await refetch();
    broadcastSessionChange("update");
    return session;
  }, [refetch]);

  const value = useMemo<SessionContextValue>(
    () => ({
      data,
      status: !loaded ? "loading" : data ? "authenticated" : "unauthenticated",
      update,
    }),
    [data, loaded, update],
  );

  return <SessionContext value={value}>{children}</SessionContext>;
}
