import type { UserRole, UserStatus } from "@strata/core";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

export interface UserRow {
  id: string;
  name: string | null;
  email: string;
  role: UserRole;
  status: UserStatus;
  isPrimary: boolean;
}

/** A page of a list; `pageTotal` is the number of matching records across all pages. */
export interface Paged<T> {
  result: T[];
  pageNumber: number;
  pageSize: number;
  pageTotal: number;
}

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
