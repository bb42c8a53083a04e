import type { RouteObject } from "react-router";
import { RequireAbility } from "../../app/guards/RequireAbility.tsx";

/** This feature's pages that need no session (bare layout). */
export const REGISTRATION_PUBLIC_ROUTES: RouteObject[] = [
  { path: "register", lazy: () => import("./pages/RegisterPage.tsx") },
  { path: "register/verify", lazy: () => import("./pages/VerifyEmailPage.tsx") },
  { path: "register/continue", lazy: () => import("./pages/ContinueRegistrationPage.tsx") },
  { path: "register/resume", lazy: () => import("./pages/ResumeRegistrationPage.tsx") },
  { path: "register/done", lazy: () => import("./pages/RegisterDonePage.tsx") },
];

/** This feature's pages for a signed-in user; each guards itself with RequireAbility. */
export const REGISTRATION_ROUTES: RouteObject[] = [
  {
    element: <RequireAbility I="view" a="Subscription" />,
    children: [{ path: "registration", lazy: () => import("./pages/MyRegistrationPage.tsx") }],
  },
];
