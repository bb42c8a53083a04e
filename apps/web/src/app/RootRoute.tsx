import { Outlet } from "react-router";
import { CurrentUserProvider } from "../lib/ability/index.ts";
import { SessionProvider } from "../lib/session/index.ts";
import { ToastHost, ToastsFromQuery } from "../lib/toasts/index.ts";
import { useOwnQueryParams, useRouteLayout } from "./layout.ts";
import { RouteProgress } from "./RouteProgress.tsx";
import { AppShell } from "./shell/AppShell.tsx";
import { BareLayout } from "./shell/BareLayout.tsx";

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
        <ToastHost />
        <Layout>
          <Outlet />
        </Layout>
      </CurrentUserProvider>
    </SessionProvider>
  );
}
