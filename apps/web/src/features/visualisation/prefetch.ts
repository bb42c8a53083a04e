import { queryClient } from "../../app/providers.tsx";
import { wellLogCurvesQuery } from "./api/get-well-log-curves.ts";
import { curveGroups, wellLogDataQuery, wholeLog } from "./api/get-well-log-data.ts";
import type { WellLogCurves } from "./api/types.ts";
import { loadVidex } from "./lib/load-videx.ts";
import { mnemonicsOf, shownByDefault, tracksFor } from "./lib/well-log-tracks.ts";

/**
 * What the well-log viewer waits for, started by its route's loader while the page's chunk loads:
 * the drawing library, the file's curves (asked for by the loader) and then the whole log's data for
 * the curves shown by default, cached under the keys the page asks for. Each would otherwise wait
 * for the one before it.
 */
export function prefetchWellLogViewer(fileId: string, curves: Promise<WellLogCurves>): void {
  void loadVidex().catch(() => undefined);
  // A failure is left to the page, which asks again and shows it.
  void queryClient.fetchQuery({ ...wellLogCurvesQuery(fileId), queryFn: () => curves }).then(
    (file) => {
      const mnemonics = mnemonicsOf(tracksFor(file.curves, shownByDefault(file.curves)));
      for (const group of curveGroups(mnemonics)) {
        void queryClient.prefetchQuery(wellLogDataQuery(fileId, group, wholeLog(file)));
      }
    },
    () => undefined,
  );
}
