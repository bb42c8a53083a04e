import type { Member, Paged } from "@strata/core";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** A row of GET /api/users: the server's member shape (it had drifted here: the name is never null). */
export type UserRow = Member;

export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 10;

export interface UsersPageParams {
  page: number;
  pageSize: number;
}

/** GET /api/users: the server scopes the list (an organisation's members, or staff for staff). */
export function getUsers(params: UsersPageParams, signal?: AbortSignal): Promise<Paged<UserRow>> {
  return api.get<Paged<UserRow>>("/api/users", {
    query: { page: params.page, pageSize: params.pageSize },
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
