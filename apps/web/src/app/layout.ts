import { useMatches } from "react-router";

/** `app`: the shell with navigation; `bare`: a centred card (sign-in, errors). */
export type LayoutName = "app" | "bare";

/** What a route may declare in its `handle`. */
export interface RouteHandle {
  layout?: LayoutName;
  /**
   * Query parameters the page reads itself. The app-wide toast parameters (info, error, success, warning)
   * named here are left to the page: the sign-in and auth error pages show `error` as a sign-in error.
   */
  ownQueryParams?: readonly string[];
}

function handlesOf(matches: ReturnType<typeof useMatches>): RouteHandle[] {
  return matches.map((match) => (match.handle ?? {}) as RouteHandle);
}

/** The layout of the deepest matched route that names one; the shell otherwise. */
export function useRouteLayout(): LayoutName {
  const handles = handlesOf(useMatches());
  for (let index = handles.length - 1; index >= 0; index--) {
    const layout = handles[index].layout;
    if (layout) return layout;
  }
  return "app";
}

/** Every query parameter the matched routes read themselves. */
export function useOwnQueryParams(): string[] {
  return handlesOf(useMatches()).flatMap((handle) => handle.ownQueryParams ?? []);
}
