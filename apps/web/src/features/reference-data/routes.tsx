import type { RouteObject } from "react-router";
import { RequireAbility } from "../../app/guards/RequireAbility.tsx";
import { RequireAnyAbility } from "../../app/guards/RequireAnyAbility.tsx";
import { ORGANISATION_READERS } from "./screens.ts";

/** This feature's pages that need no session (bare layout). */
export const REFERENCE_DATA_PUBLIC_ROUTES: RouteObject[] = [];

/** This feature's pages for a signed-in user; each guards itself with RequireAbility. */
export const REFERENCE_DATA_ROUTES: RouteObject[] = [
  {
    element: <RequireAbility I="view" a="KnownCompany" />,
    children: [{ path: "admin/known-companies", lazy: () => import("./pages/KnownCompaniesPage.tsx") }],
  },
  {
    element: <RequireAbility I="view" a="Institution" />,
    children: [{ path: "admin/institutes", lazy: () => import("./pages/InstitutesPage.tsx") }],
  },
  {
    element: <RequireAbility I="view" a="BidRound" />,
    children: [{ path: "admin/bid-rounds", lazy: () => import("./pages/BidRoundsPage.tsx") }],
  },
  {
    element: <RequireAbility I="view" a="Configuration" />,
    children: [{ path: "admin/configuration", lazy: () => import("./pages/ConfigurationPage.tsx") }],
  },
  {
    element: <RequireAnyAbility anyOf={ORGANISATION_READERS} />,
    children: [
      { path: "admin/organizations", lazy: () => import("./pages/OrganisationsPage.tsx") },
      { path: "admin/organizations/:id", lazy: () => import("./pages/OrganisationPage.tsx") },
    ],
  },
];
