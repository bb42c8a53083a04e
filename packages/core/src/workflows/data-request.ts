import { DATA_REQUEST_STATUSES, type DataRequestStatus } from "../downloads/statuses.ts";
import type { Workflow, WorkflowRight } from "./workflow.ts";

export const DATA_REQUEST_ACTIONS = ["assign", "unassign", "deliver", "decline", "cancel"] as const;
export type DataRequestAction = (typeof DATA_REQUEST_ACTIONS)[number];
export const DATA_REQUEST_GUARDS = ["hasFiles"] as const;
export type DataRequestGuard = (typeof DATA_REQUEST_GUARDS)[number];

/** Section 6: the data role manages data requests (system may only view them). */
const STAFF: WorkflowRight = ["manage", "DataRequest"];
/** Section 6: the data role manages data delivery: uploading the files and delivering them. */
const DELIVERY: WorkflowRight = ["manage", "DataDelivery"];
/**
 * The customer who asked (or the organisation's primary user): the right every download route asks
 * for, since a request ends as a download package. The server scopes the request to them first.
 */
const CUSTOMER: WorkflowRight = ["view", "DownloadManager"];

/**
 * A customer's request for data that is not online: data staff assign it to one of them (or hand it
 * back), then deliver the uploaded files as a download package for the customer, or decline it with
 * a reason; the customer may cancel it until then.
 */
export const DATA_REQUEST_WORKFLOW: Workflow<DataRequestStatus, DataRequestAction, DataRequestGuard, never> =
  {
    name: "data_request",
    statuses: DATA_REQUEST_STATUSES,
    initial: "submitted",
    terminal: ["delivered", "declined", "cancelled"],
    stable: [],
    actions: DATA_REQUEST_ACTIONS,
    guards: { hasFiles: "at least one file was uploaded for the request" },
    facts: {},
    describe: {
      submitted: "Filed by the customer; waiting for a data staff member to take it.",
      assigned: "A data staff member works on it: gathers and uploads the files.",
      delivered:
        "Terminal: the uploaded files became a download package for the customer (no credits spent).",
      declined: "Terminal: data staff declined it, with the reason the customer reads.",
      cancelled: "Terminal: the customer cancelled it before delivery.",
    },
    transitions: [
      { action: "assign", from: ["submitted", "assigned"], to: "assigned", can: STAFF },
      { action: "unassign", from: ["assigned"], to: "submitted", can: STAFF },
      { action: "deliver", from: ["assigned"], to: "delivered", can: DELIVERY, guard: "hasFiles" },
      { action: "decline", from: ["submitted", "assigned"], to: "declined", can: STAFF },
      { action: "cancel", from: ["submitted", "assigned"], to: "cancelled", can: CUSTOMER },
    ],
  };
