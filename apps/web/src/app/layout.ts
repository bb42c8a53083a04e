import { useMatches } from "react-router";

/**
 * `app`: the shell with navigation; `bare`: a centred card (activation, password reset, registration);
 * `lite`: the same card for pages drawn without MUI (sign-in, auth errors), the first page most visitors load.
 * `app` and `bare` pages get the MUI frame (theme, react-query, current user), loaded lazily.
 */
export type LayoutName = "app" | "bare" | "lite";

/** What a route may declare in its `handle`. */
export interface RouteHandle {
  layout?: LayoutName;
  /**
   * Query parameters the page reads itself. The app-wide toast parameters (info, error, success, warning)
   * named here are left to the page: the sign-in and auth error pages show `error` as a sign-in error.
   */
  ownQueryParams?: readonly string[];
}

function handlesOf(matches: readonly { handle?: unknown }[]): RouteHandle[] {
  return matches.map((match) => (match.handle ?? {}) as RouteHandle);
}

/** The layout of the deepest matched route that names one; the shell otherwise. */
export function layoutOf(matches: readonly { handle?: unknown }[]): LayoutName {
  const handles = handlesOf(matches);
  for (let index = handles.length - 1; index >= 0; index--) {
    const layout = handles[index].layout;
    if (layout) return layout;
  }
  return "app";
}

export function useRouteLayout(): LayoutName {
  return layoutOf(useMatches());
}

/** Every query parameter the matched routes read themselves. */
export function useOwnQueryParams(): string[] {
  return handlesOf(useMatches()).flatMap((handle) => handle.ownQueryParams ?? []);
}
