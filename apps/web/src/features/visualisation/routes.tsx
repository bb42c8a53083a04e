import { lazy } from "react";
import type { RouteObject } from "react-router";
import { api } from "../../lib/api.ts";

const loadPreviewCheck = () => import("./components/RequirePreviewCheck.tsx");
// Lazy like the app's guards: the check needs the ability and MUI, which the entry never loads.
const RequirePreview = lazy(() =>
  loadPreviewCheck().then((module) => ({ default: module.RequirePreviewCheck })),
);

/** The previews (issue 26), each page its own chunk; the server decides again per file (bid records). */
export const VISUALISATION_ROUTES: RouteObject[] = [
  {
    element: <RequirePreview />,
    // A route's loader runs alongside its lazy chunk, and these return at once (the navigation never
    // waits for them): what the page needs next starts now instead of after each chunk in turn.
    loader: () => {
      void loadPreviewCheck();
      return null;
    },
    children: [
      { path: "visualisation/seismic/:fileId", lazy: () => import("./pages/SeismicViewerPage.tsx") },
      {
        path: "visualisation/well-logs/:fileId",
        loader: ({ params }) => {
          const fileId = params.fileId ?? "";
          // The file's curves are asked for from here, before the chunk that caches them has loaded.
          const curves = api.GET("/api/visualisation/well-logs/{fileId}/curves", {
            params: { path: { fileId } },
          });
          curves.catch(() => undefined);
          void import("./prefetch.ts").then((module) => module.prefetchWellLogViewer(fileId, curves));
          return null;
        },
        lazy: () => import("./pages/WellLogViewerPage.tsx"),
      },
    ],
  },
];
