import type { RouteObject } from "react-router";
import { RequireAbility } from "../../app/guards/RequireAbility.tsx";

/** The public FAQ page, no session needed. */
export const FAQS_PUBLIC_ROUTES: RouteObject[] = [
  { path: "faqs", lazy: () => import("./pages/FaqsPage.tsx") },
];

/** Staff who manage static content edit FAQs and their categories. */
export const FAQS_ROUTES: RouteObject[] = [
  {
    element: <RequireAbility I="manage" a="StaticContent" />,
    children: [{ path: "admin/faqs", lazy: () => import("./pages/FaqAdminPage.tsx") }],
  },
];
