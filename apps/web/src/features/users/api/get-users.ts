import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { type ApiAnswer, api } from "../../../lib/api.ts";

/** A page of GET /api/users, as the contract answers it. */
export type UsersPage = ApiAnswer<"/api/users">;
/** A row of GET /api/users. */
export type UserRow = UsersPage["result"][number];

export interface UsersPageParams {
  page: number;
  pageSize: number;
}

/** GET /api/users: the server scopes the list (an organisation's members, or staff for staff). */
export function getUsers(params: UsersPageParams, signal?: AbortSignal): Promise<UsersPage> {
  return api.GET("/api/users", {
    params: { query: { page: params.page, pageSize: params.pageSize } },
    signal,
  });
}

export function usersQuery(params: UsersPageParams) {
  return queryOptions({
    queryKey: ["users", "list", params],
    queryFn: ({ signal }) => getUsers(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUsers(params: UsersPageParams) {
  return useQuery(usersQuery(params));
}
