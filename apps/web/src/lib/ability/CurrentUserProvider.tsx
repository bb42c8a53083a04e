import { AbilityProvider } from "@casl/react";
import {
  type AppAbility,
  type CurrentUser,
  createAbilityFromPackedRules,
  getDisplayTimeZone,
  type PackedRules,
  setDisplayTimeZone,
} from "@strata/core";
import { useQuery } from "@tanstack/react-query";
import { createContext, Fragment, type ReactNode, useContext, useMemo } from "react";
import { api } from "../api.ts";
import { useSessionState } from "../session/index.ts";

export type CurrentUserStatus = "loading" | "ready" | "anonymous" | "error";

interface CurrentUserContextValue {
  user: CurrentUser | null;
  status: CurrentUserStatus;
  error: unknown;
  refetch: () => void;
}

const CurrentUserContext = createContext<CurrentUserContextValue | null>(null);

export const currentUserQueryKey = ["users", "me"] as const;

/**
 * Loads GET /api/users/me for a signed-in visitor and supplies the CASL ability built from its rules,
 * and sets the zone every date is written in to the user's choice (Malaysia's unless they chose).
 */
export function CurrentUserProvider({ children }: { children: ReactNode }) {
  const session = useSessionState();
  const sessionUserId = session.data?.user.sub ?? null;
  const query = useQuery({
    queryKey: [...currentUserQueryKey, sessionUserId],
    queryFn: ({ signal }) => api.GET("/api/users/me", { signal }),
    enabled: session.status === "authenticated",
    staleTime: 60_000,
  });

  const rules = session.status === "authenticated" ? query.data?.rules : undefined;
  const ability = useMemo<AppAbility>(
    () => createAbilityFromPackedRules((rules ?? []) as PackedRules),
    [rules],
  );

  const status: CurrentUserStatus =
    session.status === "loading"
      ? "loading"
      : session.status === "unauthenticated"
        ? "anonymous"
        : query.isError
          ? "error"
          : query.data
            ? "ready"
            : "loading";

  const value = useMemo<CurrentUserContextValue>(
    () => ({
      user: status === "ready" ? (query.data?.user ?? null) : null,
      status,
      error: query.error,
      refetch: () => void query.refetch(),
    }),
    [status, query.data, query.error, query.refetch],
  );

  // Before the children render, so they write dates in it; idempotent, so calling it on every
  // render is harmless. A change (the user saved another zone, or signed out) renders the screens
  // afresh: formatted dates sit in memoised rows and charts that would not re-render by themselves.
  setDisplayTimeZone(status === "ready" ? (query.data?.user.timeZone ?? null) : null);
  return (
    <CurrentUserContext value={value}>
      <AbilityProvider value={ability}>
        <Fragment key={getDisplayTimeZone()}>{children}</Fragment>
      </AbilityProvider>
    </CurrentUserContext>
  );
}

export function useCurrentUser(): CurrentUserContextValue {
  const context = useContext(CurrentUserContext);
  if (!context) throw new Error("useCurrentUser must be used inside <CurrentUserProvider>.");
  return context;
}
