import { lazy } from "react";
import type { RouteObject } from "react-router";

// Lazy like the app's guards: the check needs the ability and MUI, which the entry never loads.
const RequirePreview = lazy(() =>
  import("./components/RequirePreviewCheck.tsx").then((module) => ({ default: module.RequirePreviewCheck })),
);

/** The previews (issue 26), each page its own chunk; the server decides again per file (bid records). */
export const VISUALISATION_ROUTES: RouteObject[] = [
  {
    element: <RequirePreview />,
    children: [
      { path: "visualisation/seismic/:fileId", lazy: () => import("./pages/SeismicViewerPage.tsx") },
      { path: "visualisation/well-logs/:fileId", lazy: () => import("./pages/WellLogViewerPage.tsx") },
    ],
  },
];
