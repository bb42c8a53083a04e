import type { LayoutName } from "./layout.ts";

/** The MUI frame (theme, baseline, react-query, current user and ability): every page but the lite ones. */
export const loadMuiFrame = () => import("./MuiFrame.tsx");
/** The shell (navigation, drawer, user menu): the `app` layout. */
export const loadAppShell = () => import("./shell/AppShell.tsx");
/** The guards of the signed-in routes (lazy components, see guards/RequireSession.tsx). */
const loadGuards = () =>
  Promise.all([
    import("./guards/RequireSessionCheck.tsx"),
    import("./guards/RequireAbilityCheck.tsx"),
    import("./guards/RequireAnyAbilityCheck.tsx"),
  ]);

/**
 * Starts fetching what the first page's layout needs, alongside its route chunk rather than after it
 * (called once the router has matched the first address). A lite page (sign-in) fetches nothing more.
 */
export function preloadLayout(layout: LayoutName): void {
  if (layout === "lite") return;
  void loadMuiFrame();
  if (layout === "app") {
    void loadAppShell();
    void loadGuards();
  }
}
