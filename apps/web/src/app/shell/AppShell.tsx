import MenuIcon from "@mui/icons-material/Menu";
import { AppBar, Box, Button, Drawer, IconButton, Link, Toolbar } from "@mui/material";
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from "react";
import { Link as RouterLink, useLocation } from "react-router";
import { useAppAbility, useCurrentUser } from "../../lib/ability/index.ts";
import { useSession } from "../../lib/session/index.ts";
import { currentEntryOf } from "./current-entry.ts";
import { Footer } from "./Footer.tsx";
import { NavList } from "./NavList.tsx";
import { CUSTOMER_GROUPS, groupNavigation, groupOf, STAFF_GROUPS } from "./nav-groups.ts";
import { allowedNavItems } from "./nav-items.ts";
import { UserMenu } from "./UserMenu.tsx";
import { useNavQueueCounts } from "./use-nav-queue-counts.ts";

// The EULA dialog (its rich text, sanitiser and queries) loads beside the shell, not in the frame
// every page waits for: most visits never show it.
const EulaGate = lazy(() =>
  import("../../features/contact/components/EulaGate.tsx").then((module) => ({ default: module.EulaGate })),
);

const DRAWER_WIDTH = 248;

/** The app shell: header, navigation built from abilities, a drawer permanent at lg and up. */
export function AppShell({ children }: { children: ReactNode }) {
  const ability = useAppAbility();
  const session = useSession();
  const location = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { user } = useCurrentUser();
  const hasOrganisation = Boolean(user?.organisation);
  const items = useMemo(
    () => allowedNavItems((I, a) => ability.can(I, a), { hasOrganisation, signedIn: Boolean(user) }),
    [ability, hasOrganisation, user],
  );
  const nodes = useMemo(
    () => groupNavigation(items, hasOrganisation ? CUSTOMER_GROUPS : STAFF_GROUPS),
    [items, hasOrganisation],
  );
  const hasNavigation = items.length > 0;
  const current = currentEntryOf(items, location.pathname);
  const currentGroup = groupOf(nodes, current);
  const counts = useNavQueueCounts(Boolean(user) && !hasOrganisation, items, location.pathname);
  const [openGroups, setOpenGroups] = useState<ReadonlySet<string>>(new Set());

  // A temporary drawer closes once the visitor has moved to another page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change on purpose
  useEffect(() => setDrawerOpen(false), [location.pathname]);
  // The group of the page shown opens, however the user came to it; groups opened by hand stay open.
  useEffect(() => {
    if (currentGroup)
      setOpenGroups((open) => (open.has(currentGroup) ? open : new Set(open).add(currentGroup)));
  }, [currentGroup]);

  const toggleGroup = (id: string, open: boolean) =>
    setOpenGroups((groups) => {
      const next = new Set(groups);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });

  const drawerContent = (
    <>
      <Toolbar />
      <NavList
        nodes={nodes}
        current={current}
        counts={counts}
        openGroups={openGroups}
        onToggleGroup={toggleGroup}
        onNavigate={() => setDrawerOpen(false)}
      />
    </>
  );

  return (
    <Box sx={{ display: "flex", minHeight: "100vh" }}>
      <Link
        href="#main-content"
        sx={{
          position: "absolute",
          left: 8,
          top: -48,
          zIndex: (theme) => theme.zIndex.tooltip,
          bgcolor: "background.paper",
          px: 2,
          py: 1,
          "&:focus": { top: 8 },
        }}
      >
        Skip to content
      </Link>
      <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar>
          {hasNavigation ? (
            <IconButton
              color="inherit"
              edge="start"
              aria-label="Open navigation"
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
              sx={{ mr: 1, display: { lg: "none" } }}
            >
              <MenuIcon />
            </IconButton>
          ) : null}
          <Link
            component={RouterLink}
            to="/"
            color="inherit"
            underline="none"
            sx={{ fontSize: "1.25rem", fontWeight: 700, letterSpacing: 0.5 }}
          >
            Strata
          </Link>
          <Box sx={{ flexGrow: 1 }} />
          {session.status === "authenticated" ? <UserMenu /> : null}
          {session.status === "unauthenticated" ? (
            <Button color="inherit" component={RouterLink} to="/auth/signin">
              Sign in
            </Button>
          ) : null}
        </Toolbar>
      </AppBar>

      {hasNavigation ? (
        <Box component="aside" sx={{ width: { lg: DRAWER_WIDTH }, flexShrink: { lg: 0 } }}>
          <Drawer
            variant="temporary"
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            sx={{ display: { xs: "block", lg: "none" }, "& .MuiDrawer-paper": { width: DRAWER_WIDTH } }}
          >
            {drawerContent}
          </Drawer>
          <Drawer
            variant="permanent"
            open
            sx={{
              display: { xs: "none", lg: "block" },
              "& .MuiDrawer-paper": { width: DRAWER_WIDTH, boxSizing: "border-box" },
            }}
          >
            {drawerContent}
          </Drawer>
        </Box>
      ) : null}

      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        sx={{
          flexGrow: 1,
          minWidth: 0,
          display: "flex",
          flexDirection: "column",
          px: { xs: 2, md: 3, xl: 4 },
          outline: "none",
        }}
      >
        <Toolbar />
        <Box sx={{ pt: 3, pb: 4, flexGrow: 1, width: "100%", maxWidth: 1200, mx: "auto" }}>{children}</Box>
        <Box sx={{ width: "100%", maxWidth: 1200, mx: "auto" }}>
          <Footer />
        </Box>
        <Suspense fallback={null}>
          <EulaGate />
        </Suspense>
      </Box>
    </Box>
  );
}
