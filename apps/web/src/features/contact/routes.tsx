import type { RouteObject } from "react-router";
import { RequireAbility } from "../../app/guards/RequireAbility.tsx";

/** Contact and feedback, open to anyone. */
export const CONTACT_PUBLIC_ROUTES: RouteObject[] = [
  { path: "contact", lazy: () => import("./pages/ContactPage.tsx") },
  { path: "feedback", lazy: () => import("./pages/FeedbackPage.tsx") },
];

/** The staff inbox and EULA versions: staff who manage static content. */
export const CONTACT_ROUTES: RouteObject[] = [
  {
    element: <RequireAbility I="manage" a="StaticContent" />,
    children: [
      { path: "admin/messages", lazy: () => import("./pages/InboxPage.tsx") },
      { path: "admin/eula", lazy: () => import("./pages/EulaVersionsPage.tsx") },
    ],
  },
];
