import type { Action, Subject } from "@strata/core";

export interface DashboardCard {
  title: string;
  description: string;
  to: string;
  I: Action;
  a: Subject;
}

/** Cards for the built screens; each shows only when the ability allows it. */
export const DASHBOARD_CARDS: readonly DashboardCard[] = [
  {
    title: "Members",
    description: "See the users of your organisation and their status.",
    to: "/members",
    I: "view",
    a: "OrganizationMember",
  },
  {
    title: "Administrators",
    description: "See the staff accounts of the portal.",
    to: "/administrators",
    I: "view",
    a: "Administrator",
  },
  {
    title: "Change password",
    description: "Keep your account safe with a strong password.",
    to: "/account/password",
    I: "update",
    a: "Password",
  },
];
