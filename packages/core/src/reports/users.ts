import { z } from "zod";
import { TIERS, USER_STATUSES } from "../enums.ts";
import { reportShape } from "./define.ts";
import { reportFilterShapes } from "./shared.ts";

/** Users: every customer user (staff are not listed), newest first. */
export const usersReport = reportShape({
  key: "users",
  title: "Users report",
  description:
    "Every customer user with their organisation, tier and status. The period filter picks users created in it.",
  rights: [["view", "Reports"]],
  filters: { ...reportFilterShapes, status: z.enum(USER_STATUSES).optional() },
  row: {
    id: z.string(),
    name: z.string(),
    email: z.string(),
    organisationName: z.string(),
    tier: z.enum(TIERS),
    status: z.enum(USER_STATUSES),
    /** The organisation's primary user or one of its members. */
    membership: z.enum(["Primary", "Member"]),
    addOns: z.string(),
    createdAt: z.string(),
  },
  columns: [
    { key: "name", label: "Name", kind: "text" },
    { key: "email", label: "E-mail", kind: "text" },
    { key: "organisationName", label: "Organisation", kind: "text" },
    { key: "tier", label: "Tier", kind: "text" },
    { key: "status", label: "Status", kind: "text" },
    { key: "membership", label: "Primary or member", kind: "text" },
    { key: "addOns", label: "Add-ons", kind: "text" },
    { key: "createdAt", label: "Created", kind: "datetime" },
  ],
  emptyText: "No user matches these filters.",
});
