import { CssBaseline } from "@mui/material";
import { ThemeProvider } from "@mui/material/styles";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useSyncExternalStore } from "react";
import { ApiError } from "../lib/api.ts";
import { reducedMotionTheme, theme } from "./theme.ts";

function shouldRetry(failureCount: number, error: unknown): boolean {
  // A 4xx will not change by asking again.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeToReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** Whether the system asks for reduced motion; follows the setting when it changes. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeToReducedMotion, () => window.matchMedia(REDUCED_MOTION).matches);
}

/** The MUI theme and baseline, and react-query; part of the lazily loaded MUI frame (MuiFrame.tsx). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={usePrefersReducedMotion() ? reducedMotionTheme : theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ThemeProvider>
  );
}
