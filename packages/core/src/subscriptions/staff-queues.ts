/**
 * Kept apart from the schemas on purpose: the navigation imports these paths into the first page's
 * bundle, and a module that builds zod schemas there would run before the web app's eval switch
 * (the map page then reports a blocked eval under the CSP).
 */
/** The web addresses of the staff queues (the dashboard's links and the navigation share them). */
export const STAFF_QUEUE_PATHS = {
  inbox: "/admin/applications",
  loa: "/loa/approvals",
  finance: "/finance/applications",
  activation: "/activation/applications",
  mbr: "/mbr/applications",
  administrators: "/administrators",
  loaChain: "/administrators/loa",
} as const;
