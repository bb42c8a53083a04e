import { useMatches } from "react-router";

/** `app`: the shell with navigation; `bare`: a centred card (sign-in, errors). */
export type LayoutName = "app" | "bare";

/** What a route may declare in its `handle`. */
export interface RouteHandle {
  layout?: LayoutName;
}

/** The layout of the deepest matched route that names one; the shell otherwise. */
export function useRouteLayout(): LayoutName {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const layout = (matches[index].handle as RouteHandle | undefined)?.layout;
    if (layout) return layout;
  }
  return "app";
}
