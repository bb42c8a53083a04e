import { PAGE_SIZE_DEFAULT } from "@strata/core";
import { useCallback, useMemo, useRef, useState } from "react";
import { useLocation, useNavigation, useSearchParams } from "react-router";

export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;

export interface ListParams<F extends string> {
  page: number;
  pageSize: number;
  /** Each filter's value from the address (a list is comma-separated: `status=new,rejected`). */
  filters: Record<F, string | undefined>;
  setFilter(name: F, value: string | undefined): void;
  /** Every filter off, back to page 1 (the page size stays). */
  clearFilters(): void;
  setPage(page: number): void;
  setPageSize(pageSize: number): void;
  /** page, pageSize and the set filters: what the list call sends. */
  query: Record<string, string | number>;
}

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/**
 * A staff list's page and filters, kept in the address so a filtered list can be linked and the
 * back button works. Changing a filter returns to page 1.
 */
export function useListParams<F extends string>(filterNames: readonly F[]): ListParams<F> {
  const [search, setSearch] = useSearchParams();
  // A search box applies its text after a pause in typing. If the user clicked a link in that pause
  // and the next page is still loading (lazy routes), that late change would navigate back to this
  // list and cancel the click's navigation: a change of a list the user is leaving is dropped.
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const leaving = useRef(false);
  leaving.current = navigation.state !== "idle" && navigation.location.pathname !== pathname;
  const page = positive(search.get("page"), 1);
  const pageSize = positive(search.get("pageSize"), PAGE_SIZE_DEFAULT);
  const key = search.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `search`; the names are fixed per list.
  const filters = useMemo(
    () =>
      Object.fromEntries(filterNames.map((n) => [n, search.get(n) || undefined])) as Record<
        F,
        string | undefined
      >,
    [key],
  );
  const update = useCallback(
    (change: (next: URLSearchParams) => void) => {
      if (leaving.current) return;
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace: true },
      );
    },
    [setSearch],
  );
  const query = useMemo(() => {
    const q: Record<string, string | number> = { page, pageSize };
    for (const [name, value] of Object.entries(filters)) if (value) q[name] = value as string;
    return q;
  }, [page, pageSize, filters]);
  return {
    page,
    pageSize,
    filters,
    query,
    setFilter: (name, value) =>
      update((next) => {
        if (value) next.set(name, value);
        else next.delete(name);
        next.delete("page");
      }),
    clearFilters: () =>
      update((next) => {
        for (const name of filterNames) next.delete(name);
        next.delete("page");
      }),
    setPage: (p) => update((next) => (p > 1 ? next.set("page", String(p)) : next.delete("page"))),
    setPageSize: (s) =>
      update((next) => {
        next.set("pageSize", String(s));
        next.delete("page");
      }),
  };
}

/**
 * The page of a list that is a section of a screen (a history under an upload form): kept in the
 * component, not the address, so it never takes over the screen's own `page`.
 */
export function useSectionPage(
  initialPageSize = 10,
): Pick<ListParams<never>, "page" | "pageSize" | "setPage" | "setPageSize"> {
  const [page, setPage] = useState(1);
  const [pageSize, setSize] = useState(initialPageSize);
  return {
    page,
    pageSize,
    setPage,
    setPageSize: (size) => {
      setSize(size);
      setPage(1);
    },
  };
}
