import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** GET /api/service-accounts/{id}/users: the GIS users the account mirrored, newest first. */
export const useMirroredGisUsers = (id: string, query: { page: number; pageSize: number }) =>
  useQuery({
    queryKey: ["service-accounts", "gis-users", id, query],
    queryFn: ({ signal }) =>
      api.GET("/api/service-accounts/{id}/users", { params: { path: { id }, query }, signal }),
    placeholderData: keepPreviousData,
  });
