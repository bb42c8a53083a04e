import { lazy, type ReactNode, Suspense } from "react";
import { Outlet } from "react-router";
import { LitePageLoader } from "../components/lite/index.ts";
import { SessionProvider } from "../lib/session/index.ts";
// Not the toasts index: it re-exports react-toastify, which the sign-in page does not load.
import { ToastHost } from "../lib/toasts/ToastHost.tsx";
import { ToastsFromQuery } from "../lib/toasts/ToastsFromQuery.tsx";
import { loadAppShell, loadMuiFrame } from "./frame-loaders.ts";
import { type LayoutName, useOwnQueryParams, useRouteLayout } from "./layout.ts";
import { RouteProgress } from "./RouteProgress.tsx";
import { BareLayout } from "./shell/BareLayout.tsx";

// MUI and everything built on it load lazily (router.tsx starts the fetch with the first route chunk):
// the sign-in page, drawn with plain CSS, never loads them.
const MuiFrame = lazy(() => loadMuiFrame().then((module) => ({ default: module.MuiFrame })));
const AppShell = lazy(() => loadAppShell().then((module) => ({ default: module.AppShell })));

/** The page in its layout: the shell or the card, inside the MUI frame unless the page is lite. */
function PageInLayout({ layout, page }: { layout: LayoutName; page: ReactNode }) {
  if (layout === "lite") return <BareLayout>{page}</BareLayout>;
  if (layout === "bare") {
    return (
      <BareLayout>
        <Suspense fallback={<LitePageLoader />}>
          <MuiFrame>{page}</MuiFrame>
        </Suspense>
      </BareLayout>
    );
  }
  return (
    <Suspense fallback={<LitePageLoader />}>
      <MuiFrame>
        <AppShell>{page}</AppShell>
      </MuiFrame>
    </Suspense>
  );
}

/** The root route: the session for every page, route progress, query-string toasts, the layout. */
export function RootRoute() {
  const layout = useRouteLayout();
  const ownQueryParams = useOwnQueryParams();
  // The guards are lazy components: while one loads, the loader shows in the page's place, not the layout's.
  const page = (
    <Suspense fallback={<LitePageLoader />}>
      <Outlet />
    </Suspense>
  );
  return (
    <SessionProvider>
      <RouteProgress />
      <ToastsFromQuery ownQueryParams={ownQueryParams} />
      <ToastHost eager={layout === "app"} />
      <PageInLayout layout={layout} page={page} />
    </SessionProvider>
  );
}
