import { SESSION_REQUIRED_ERROR } from "@strata/core";
import { useContext, useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { SessionContext, type SessionContextValue } from "./SessionProvider.tsx";

export interface UseSessionOptions {
  /** The page needs a session: an unauthenticated visitor is sent to sign in. */
  required?: boolean;
  /** Runs instead of the sign-in redirect when a required session is missing. */
  onUnauthenticated?: () => void;
}

/** The sign-in address that brings the visitor back to `callbackUrl` afterwards. */
export function signInRequiredUrl(callbackUrl: string): string {
  return `/auth/signin?${new URLSearchParams({ error: SESSION_REQUIRED_ERROR, callbackUrl })}`;
}

/** Reads the session; use inside the router. */
export function useSession(options: UseSessionOptions = {}): SessionContextValue {
  const context = useContext(SessionContext);
  if (!context) throw new Error("useSession must be used inside <SessionProvider>.");
  const navigate = useNavigate();
  const location = useLocation();
  const { required = false, onUnauthenticated } = options;
  const mustLeave = required && context.status === "unauthenticated";

  useEffect(() => {
    if (!mustLeave) return;
    if (onUnauthenticated) {
      onUnauthenticated();
      return;
    }
    navigate(signInRequiredUrl(`${location.pathname}${location.search}`), { replace: true });
  }, [mustLeave, onUnauthenticated, navigate, location.pathname, location.search]);

  return context;
}

/** Reads the session outside the router (providers). */
export function useSessionState(): SessionContextValue {
  const context = useContext(SessionContext);
  if (!context) throw new Error("useSessionState must be used inside <SessionProvider>.");
  return context;
}
