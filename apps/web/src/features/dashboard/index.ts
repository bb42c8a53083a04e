/** The dashboard feature's face: the staff queue counts the navigation badges read. */
export { queueCountsQuery, useQueueCounts } from "./api/get-queue-counts.ts";
