import { useMutation } from "@tanstack/react-query";
import { type ApiAnswer, type ApiBody, api } from "../../../lib/api.ts";

export type MapSelection = ApiAnswer<"/api/map/select", "post">;
export type SelectionMode = ApiBody<"/api/map/select">["mode"];

/** POST /api/map/select: the records of each category whose geometry meets a drawn rectangle or polygon. */
export function useSelectRecords() {
  return useMutation({
    mutationFn: (body: ApiBody<"/api/map/select">) => api.POST("/api/map/select", { body }),
  });
}
