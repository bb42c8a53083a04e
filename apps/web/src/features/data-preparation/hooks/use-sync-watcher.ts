import {
  METADATA_MESSAGES,
  SDC_DISPLAY_NAMES,
  SOCKET_EVENTS,
  type SyncDoneEvent,
  type SyncProgressEvent,
  type SyncResult,
  type SyncStatus,
  syncRoom,
  syncSuccessful,
} from "@strata/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { getSocket, useSocketRoom } from "../../../lib/socket/index.ts";
import { dataPreparationKeys } from "../api/client.ts";
import { getSyncStatus } from "../api/storage-sync.ts";
import { DP_TOAST, settle } from "../components/toasts.ts";
import { useMetadataAdmin, useMetadataAdminDispatch } from "../state/MetadataAdminProvider.tsx";

/** How often the job is asked for its status, the first time too: the room's events are the live path. */
const POLL_MS = 2000;

type Ending = { status: "succeeded" | "failed"; result?: SyncResult | null; error?: string | null };

/**
 * Follows the running storage sync: live progress from its socket room `sync:<jobId>`
 * (sync_progress, sync_done), with getsyncstatus polled as a fallback. Ends it once, with
 * "{type} Synchronization Successful!" or "Synchronization Failed".
 */
export function useSyncWatcher(): { live: boolean } {
  const { syncing, syncInfo } = useMetadataAdmin();
  const dispatch = useMetadataAdminDispatch();
  const queryClient = useQueryClient();
  const jobId = syncing ? (syncInfo?.jobId ?? null) : null;
  const finished = useRef<string | null>(null);
  // The polling job, armed POLL_MS after a sync starts so the room has the first chance to report.
  const [polled, setPolled] = useState<string | null>(null);

  useEffect(() => {
    // The app's one connection, opened with the area so a room joins as soon as a sync starts.
    getSocket();
  }, []);

  useEffect(() => {
    if (!jobId) return;
    const timer = setTimeout(() => setPolled(jobId), POLL_MS);
    return () => clearTimeout(timer);
  }, [jobId]);

  const finish = useEffectEvent((id: string, ending: Ending) => {
    if (finished.current === id || !syncInfo || syncInfo.jobId !== id) return;
    finished.current = id;
    dispatch({ type: "syncFinished", ...ending });
    if (ending.status === "succeeded") {
      settle(DP_TOAST.sync, "success", syncSuccessful(SDC_DISPLAY_NAMES[syncInfo.ingestType]));
    } else {
      settle(DP_TOAST.sync, "error", METADATA_MESSAGES.syncFailed);
    }
    void queryClient.invalidateQueries({ queryKey: dataPreparationKeys.all });
  });

  const { joined } = useSocketRoom(jobId ? syncRoom(jobId) : null, {
    [SOCKET_EVENTS.syncProgress]: (event: SyncProgressEvent) => {
      if (event?.jobId !== jobId) return;
      dispatch({
        type: "syncProgressed",
        progress: { total: event.total, current: event.current, currentFolder: event.currentFolder ?? "" },
      });
    },
    [SOCKET_EVENTS.syncDone]: (event: SyncDoneEvent) => {
      if (!jobId || event?.jobId !== jobId) return;
      if (event.result) {
        const { total } = event.result;
        dispatch({ type: "syncProgressed", progress: { total, current: total, currentFolder: "" } });
      }
      finish(jobId, { status: event.status, result: event.result, error: event.error });
      // A room joined after the last progress gets only the ending: read the final progress once.
      void getSyncStatus(jobId)
        .then((answer) => {
          dispatch({
            type: "syncProgressed",
            progress: {
              total: answer.total,
              current: answer.current,
              currentFolder: answer.currentFolder ?? "",
            },
          });
        })
        .catch(() => undefined);
    },
  });

  const status = useQuery({
    queryKey: ["data-preparation-sync", jobId],
    queryFn: ({ signal }) => getSyncStatus(jobId!, signal),
    enabled: jobId !== null && polled === jobId,
    refetchInterval: POLL_MS,
    gcTime: 0,
  });

  const onStatus = useEffectEvent((answer: SyncStatus) => {
    if (answer.jobId !== jobId) return;
    const ended = answer.status === "succeeded" || answer.status === "failed";
    // While the room delivers, its events are the progress; the poll only ends the job.
    if (ended || !joined) {
      dispatch({
        type: "syncProgressed",
        progress: { total: answer.total, current: answer.current, currentFolder: answer.currentFolder ?? "" },
      });
    }
    if (answer.status === "succeeded" || answer.status === "failed") {
      finish(answer.jobId, { status: answer.status, result: answer.result, error: answer.error });
    }
  });

  const data = status.data;
  useEffect(() => {
    if (data) onStatus(data);
  }, [data]);

  return { live: joined };
}
