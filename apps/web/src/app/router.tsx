import NProgress from "nprogress";
import { createBrowserRouter, matchRoutes, type RouteObject } from "react-router";
import { LitePageLoader } from "../components/lite/index.ts";
import { APPLICATIONS_PUBLIC_ROUTES, APPLICATIONS_ROUTES } from "../features/applications/routes.tsx";
import { BID_ROUNDS_ROUTES } from "../features/bid-rounds/routes.tsx";
import { CONTACT_PUBLIC_ROUTES, CONTACT_ROUTES } from "../features/contact/routes.tsx";
import { CORE_ANALYSIS_ROUTES } from "../features/core-analysis/routes.tsx";
import { CREDITS_ROUTES } from "../features/credits/routes.tsx";
import { CURATED_PACKAGES_ROUTES } from "../features/curated-packages/routes.tsx";
import { DATA_EXPLORER_ROUTES } from "../features/data-explorer/routes.tsx";
import { DATA_PACKS_ROUTES } from "../features/data-packs/routes.tsx";
import { DATA_REQUESTS_ROUTES } from "../features/data-requests/routes.tsx";
import { DOWNLOADS_ROUTES } from "../features/downloads/routes.tsx";
import { E_INVOICES_ROUTES } from "../features/e-invoices/routes.tsx";
import { FAQS_PUBLIC_ROUTES, FAQS_ROUTES } from "../features/faqs/routes.tsx";
import { GLOSSARY_ROUTES } from "../features/glossary/routes.tsx";
import { INVOICES_PUBLIC_ROUTES, INVOICES_ROUTES } from "../features/invoices/routes.tsx";
import { MBR_ROUTES } from "../features/mbr/routes.tsx";
import { MBR_PLUS_ROUTES } from "../features/mbr-plus/routes.tsx";
import { NEWS_PUBLIC_ROUTES, NEWS_ROUTES } from "../features/news/routes.tsx";
import { PAYMENTS_PUBLIC_ROUTES, PAYMENTS_ROUTES } from "../features/payments/routes.tsx";
import { PRODUCTION_DATA_ROUTES } from "../features/production-data/routes.tsx";
import { REFERENCE_DATA_PUBLIC_ROUTES, REFERENCE_DATA_ROUTES } from "../features/reference-data/routes.tsx";
import { REGISTRATION_PUBLIC_ROUTES, REGISTRATION_ROUTES } from "../features/registration/routes.tsx";
import { REPORTS_ROUTES } from "../features/reports/routes.tsx";
import { SERVICE_ACCOUNTS_ROUTES } from "../features/service-accounts/routes.tsx";
import { STATIC_OVERVIEW_ROUTES } from "../features/static-overview/routes.tsx";
import { STUDY_DOCUMENTS_ROUTES } from "../features/study-documents/routes.tsx";
import { SUBSCRIPTION_PUBLIC_ROUTES, SUBSCRIPTION_ROUTES } from "../features/subscription/routes.tsx";
import { TAGS_ROUTES } from "../features/tags/routes.tsx";
import { TECHNICAL_STUDIES_ROUTES } from "../features/technical-studies/routes.tsx";
import { VDR_ACCESS_LOG_ROUTES } from "../features/vdr-access-log/routes.tsx";
import { VISUALISATION_ROUTES } from "../features/visualisation/routes.tsx";
import { WELL_ANALYTICS_ROUTES } from "../features/well-analytics/routes.tsx";
import { preloadLayout } from "./frame-loaders.ts";
import { RequireAbility } from "./guards/RequireAbility.tsx";
import { RequireAnyAbility } from "./guards/RequireAnyAbility.tsx";
import { RequireSession } from "./guards/RequireSession.tsx";
import { layoutOf, type RouteHandle } from "./layout.ts";
import { RootRoute } from "./RootRoute.tsx";
import { RouteErrorPage } from "./RouteErrorPage.tsx";

// The first route chunk loads before the root renders; the bar covers that wait too.
// nprogress's own template gives the bar role="bar", which is no ARIA role (axe: aria-roles,
// critical): the bar is decoration, hidden from assistive technology, and found by its class.
NProgress.configure({
  showSpinner: false,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: ".bar",
});
NProgress.start();

const bare: RouteHandle = { layout: "bare" };

// The catalogue and the viewer, or their expired variants (section 2); the web map opens the viewer too.
const CATALOGUE = [
  ["view", "SmartDataCatalog"],
  ["view", "SmartDataCatalog-Expired"],
] as const;
const VIEWER = [
  ["view", "SmartViewer"],
  ["view", "WebMap"],
  ["view", "SmartViewer-Expired"],
] as const;
// Drawn without MUI: the first page most visitors load stays small (issue 8).
const lite: RouteHandle = { layout: "lite" };
// These pages show `error` as a sign-in error (spec section 8) themselves, not as a query-string toast.
const signInError: RouteHandle = { layout: "lite", ownQueryParams: ["error"] };

const routes: RouteObject[] = [
  {
    id: "root",
    element: <RootRoute />,
    HydrateFallback: LitePageLoader,
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
          {
            path: "auth/verify-request",
            handle: lite,
            lazy: () => import("../features/auth/pages/VerifyRequestPage.tsx"),
          },
          {
            path: "auth/forgot-password",
            lazy: () => import("../features/auth/pages/ForgotPasswordPage.tsx"),
          },
          { path: "auth/reset-password", lazy: () => import("../features/auth/pages/ResetPasswordPage.tsx") },
          { path: "activate", lazy: () => import("../features/activation/pages/ActivatePage.tsx") },
          ...REGISTRATION_PUBLIC_ROUTES,
          ...APPLICATIONS_PUBLIC_ROUTES,
          ...SUBSCRIPTION_PUBLIC_ROUTES,
          ...PAYMENTS_PUBLIC_ROUTES,
          ...REFERENCE_DATA_PUBLIC_ROUTES,
          ...INVOICES_PUBLIC_ROUTES,
        ],
      },
      { path: "about-us", lazy: () => import("../features/static-content/pages/AboutUsPage.tsx") },
      { path: "eula", lazy: () => import("../features/static-content/pages/EulaPage.tsx") },
      ...NEWS_PUBLIC_ROUTES,
      ...FAQS_PUBLIC_ROUTES,
      ...CONTACT_PUBLIC_ROUTES,
      {
        element: <RequireSession />,
        children: [
          { index: true, lazy: () => import("../features/dashboard/pages/DashboardPage.tsx") },
          ...REGISTRATION_ROUTES,
          ...APPLICATIONS_ROUTES,
          ...SUBSCRIPTION_ROUTES,
          ...PAYMENTS_ROUTES,
          ...REFERENCE_DATA_ROUTES,
          ...CREDITS_ROUTES,
          ...DOWNLOADS_ROUTES,
          ...DATA_REQUESTS_ROUTES,
          ...CURATED_PACKAGES_ROUTES,
          ...DATA_PACKS_ROUTES,
          ...E_INVOICES_ROUTES,
          ...INVOICES_ROUTES,
          ...SERVICE_ACCOUNTS_ROUTES,
          ...NEWS_ROUTES,
          ...FAQS_ROUTES,
          ...CONTACT_ROUTES,
          ...STATIC_OVERVIEW_ROUTES,
          ...REPORTS_ROUTES,
          ...GLOSSARY_ROUTES,
          ...BID_ROUNDS_ROUTES,
          ...MBR_ROUTES,
          ...MBR_PLUS_ROUTES,
          ...PRODUCTION_DATA_ROUTES,
          ...CORE_ANALYSIS_ROUTES,
          ...DATA_EXPLORER_ROUTES,
          ...TAGS_ROUTES,
          ...VISUALISATION_ROUTES,
          ...WELL_ANALYTICS_ROUTES,
          ...STUDY_DOCUMENTS_ROUTES,
          ...TECHNICAL_STUDIES_ROUTES,
          ...VDR_ACCESS_LOG_ROUTES,
          {
            element: <RequireAbility I="view" a="OrganizationMember" />,
            children: [{ path: "members", lazy: () => import("../features/users/pages/MembersPage.tsx") }],
          },
          {
            element: <RequireAnyAbility anyOf={CATALOGUE} />,
            children: [
              { path: "catalog", lazy: () => import("../features/catalog/pages/CatalogPage.tsx") },
              { path: "catalog/:type/:id", lazy: () => import("../features/catalog/pages/RecordPage.tsx") },
            ],
          },
          {
            element: <RequireAnyAbility anyOf={VIEWER} />,
            children: [{ path: "map", lazy: () => import("../features/map/pages/MapPage.tsx") }],
          },
          {
            element: <RequireAbility I="view" a="SmartViewerBookmark" />,
            children: [
              { path: "bookmarks", lazy: () => import("../features/bookmarks/pages/BookmarksPage.tsx") },
            ],
          },
          {
            element: <RequireAbility I="view" a="NewData" />,
            children: [
              { path: "new-data", lazy: () => import("../features/new-data/pages/NewDataPage.tsx") },
            ],
          },
          {
            element: <RequireAbility I="view" a="DataPreparation" />,
            children: [
              {
                path: "data-preparation",
                lazy: () => import("../features/data-preparation/pages/DataPreparationPage.tsx"),
              },
              {
                path: "data-preparation/announcements",
                lazy: () => import("../features/announcements/pages/AnnouncementsPage.tsx"),
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
          // Every signed-in user reads dates in a zone of their choosing.
          { path: "account/time-zone", lazy: () => import("../features/account/pages/TimeZonePage.tsx") },
          // Every signed-in person may open the layers in a GIS client with a token of their own.
          {
            path: "account/access-tokens",
            lazy: () => import("../features/account/pages/AccessTokensPage.tsx"),
          },
        ],
      },
      { path: "*", lazy: () => import("../components/NotFoundPage.tsx") },
    ],
  },
];

export const router = createBrowserRouter(routes);

// The frame a page needs (MUI, the shell) loads alongside its route chunk, not after it: for the first
// address now, for later ones as soon as their navigation starts.
function preloadLayoutOf(matches: readonly { route: { handle?: unknown } }[] | null) {
  preloadLayout(layoutOf((matches ?? []).map((match) => match.route)));
}
preloadLayoutOf(router.state.matches);
router.subscribe((state) => {
  if (state.navigation.location) preloadLayoutOf(matchRoutes(routes, state.navigation.location));
});
