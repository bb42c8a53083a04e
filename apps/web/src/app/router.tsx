import NProgress from "nprogress";
import { createBrowserRouter, type RouteObject } from "react-router";
import { PageLoader } from "../components/PageLoader.tsx";
import { RequireAbility } from "./guards/RequireAbility.tsx";
import { RequireSession } from "./guards/RequireSession.tsx";
import type { RouteHandle } from "./layout.ts";
import { RootRoute } from "./RootRoute.tsx";
import { RouteErrorPage } from "./RouteErrorPage.tsx";

// The first route chunk loads before the root renders; the bar covers that wait too.
NProgress.configure({ showSpinner: false });
NProgress.start();

const bare: RouteHandle = { layout: "bare" };
// These pages show `error` as a sign-in error (spec section 8) instead of an error toast.
const signInError: RouteHandle = { layout: "bare", ownQueryParams: ["error"] };

const routes: RouteObject[] = [
  {
    id: "root",
    element: <RootRoute />,
    HydrateFallback: PageLoader,
    errorElement: <RouteErrorPage />,
    children: [
      {
        handle: bare,
        children: [
          {
            path: "auth/signin",
            handle: signInError,
            lazy: () => import("../features/auth/pages/SignInPage.tsx"),
          },
          {
            path: "auth/error",
            handle: signInError,
            lazy: () => import("../features/auth/pages/AuthErrorPage.tsx"),
          },
          { path: "auth/verify-request", lazy: () => import("../features/auth/pages/VerifyRequestPage.tsx") },
          {
            path: "auth/forgot-password",
            lazy: () => import("../features/auth/pages/ForgotPasswordPage.tsx"),
          },
          { path: "auth/reset-password", lazy: () => import("../features/auth/pages/ResetPasswordPage.tsx") },
          { path: "activate", lazy: () => import("../features/activation/pages/ActivatePage.tsx") },
        ],
      },
      { path: "about-us", lazy: () => import("../features/static-content/pages/AboutUsPage.tsx") },
      { path: "eula", lazy: () => import("../features/static-content/pages/EulaPage.tsx") },
      {
        element: <RequireSession />,
        children: [
          { index: true, lazy: () => import("../features/dashboard/pages/DashboardPage.tsx") },
          {
            element: <RequireAbility I="view" a="OrganizationMember" />,
            children: [{ path: "members", lazy: () => import("../features/users/pages/MembersPage.tsx") }],
          },
          {
            element: <RequireAbility I="view" a="Administrator" />,
            children: [
              {
                path: "administrators",
                lazy: () => import("../features/users/pages/AdministratorsPage.tsx"),
              },
            ],
          },
          {
            element: <RequireAbility I="update" a="Password" />,
            children: [
              {
                path: "account/password",
                lazy: () => import("../features/account/pages/ChangePasswordPage.tsx"),
              },
            ],
          },
        ],
      },
      { path: "*", lazy: () => import("../components/NotFoundPage.tsx") },
    ],
  },
];

export const router = createBrowserRouter(routes);
