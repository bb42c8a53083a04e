import { lazy, Suspense } from "react";
import { Outlet } from "react-router";
import { PageLoader } from "../components/PageLoader.tsx";
import { CurrentUserProvider } from "../lib/ability/index.ts";
import { SessionProvider } from "../lib/session/index.ts";
// Not the toasts index: it re-exports react-toastify, which the sign-in page does not load.
import { ToastHost } from "../lib/toasts/ToastHost.tsx";
import { ToastsFromQuery } from "../lib/toasts/ToastsFromQuery.tsx";
import { useOwnQueryParams, useRouteLayout } from "./layout.ts";
import { RouteProgress } from "./RouteProgress.tsx";
import { BareLayout } from "./shell/BareLayout.tsx";

// The shell (navigation, drawer, user menu) is not part of the first download: the sign-in page never
// loads it. A page that uses it starts fetching it at once, alongside its own route chunk.
const loadAppShell = () => import("./shell/AppShell.tsx");
if (!/^\/(auth|activate)(\/|$)/.test(window.location.pathname)) void loadAppShell();
const AppShell = lazy(() => loadAppShell().then((module) => ({ default: module.AppShell })));

/** The root route: session and ability for every page, route progress, query-string toasts, the layout. */
export function RootRoute() {
  const layout = useRouteLayout();
  const ownQueryParams = useOwnQueryParams();
  const Layout = layout === "bare" ? BareLayout : AppShell;
  return (
    <SessionProvider>
      <CurrentUserProvider>
        <RouteProgress />
        <ToastsFromQuery ownQueryParams={ownQueryParams} />
        <ToastHost eager={layout !== "bare"} />
        <Suspense fallback={<PageLoader />}>
          <Layout>
            <Outlet />
          </Layout>
        </Suspense>
      </CurrentUserProvider>
    </SessionProvider>
  );
}
