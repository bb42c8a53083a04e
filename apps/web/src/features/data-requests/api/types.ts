import type { ApiAnswer } from "../../../lib/api.ts";

/** A request with its files and history, as the customer's and staff's reads answer it (one shape). */
export type DataRequestDetail = ApiAnswer<"/api/data-requests/{id}">;
/** A row of the customer's and staff's lists. */
export type DataRequestRow = ApiAnswer<"/api/data-requests">["result"][number];
/** One step of a request's history. */
export type DataRequestEvent = DataRequestDetail["history"][number];
