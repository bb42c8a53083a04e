import type { RouteObject } from "react-router";
import { RequireAbility } from "../../app/guards/RequireAbility.tsx";

/** Study documents (decision 0171): members of graduate and research organisations; staff read-only. */
export const STUDY_DOCUMENTS_ROUTES: RouteObject[] = [
  {
    element: <RequireAbility I="manage" a="StudyDocuments" />,
    children: [
      { path: "study-documents", lazy: () => import("./pages/StudyDocumentsPage.tsx") },
      { path: "study-documents/:id", lazy: () => import("./pages/StudyDocumentPage.tsx") },
    ],
  },
  {
    element: <RequireAbility I="view" a="Subscription" staffOnly />,
    children: [
      {
        path: "admin/subscriptions/:id/study-documents/:documentId",
        lazy: () => import("./pages/AdminStudyDocumentPage.tsx"),
      },
    ],
  },
];
