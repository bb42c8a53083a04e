import type { ReactNode } from "react";
import { CurrentUserProvider } from "../lib/ability/index.ts";
import { AppProviders } from "./providers.tsx";

/**
 * What every MUI page stands on, loaded lazily so the sign-in page never loads it: the theme and
 * baseline, react-query, the current user and its ability (CASL).
 */
export function MuiFrame({ children }: { children: ReactNode }) {
  return (
    <AppProviders>
      <CurrentUserProvider>{children}</CurrentUserProvider>
    </AppProviders>
  );
}
