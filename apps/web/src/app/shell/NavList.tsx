import ExpandLessIcon from "@mui/icons-material/ExpandLess";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import { Box, Collapse, List, ListItemButton, ListItemIcon, ListItemText } from "@mui/material";
import { type KeyboardEvent, useId, useRef } from "react";
import { Link } from "react-router";
import type { NavNode } from "./nav-groups.ts";
import { GROUP_ICONS, ICONS } from "./nav-icons.tsx";
import type { NavItem } from "./nav-items.ts";
import { waitingText } from "./queue-counts.ts";

interface NavListProps {
  nodes: readonly NavNode[];
  /** The entry of the page shown (see currentEntryOf): it carries aria-current="page". */
  current: string | undefined;
  /** What waits for the viewer, per entry path. */
  counts: ReadonlyMap<string, number>;
  openGroups: ReadonlySet<string>;
  onToggleGroup: (id: string, open: boolean) => void;
  onNavigate?: () => void;
}

const entrySx = {
  mx: 1,
  borderRadius: 1,
  '&[aria-current="page"]': { bgcolor: "primary.main", color: "primary.contrastText" },
  '&[aria-current="page"] .MuiListItemIcon-root': { color: "inherit" },
  '&[aria-current="page"]:hover': { bgcolor: "primary.dark" },
} as const;

/** The number beside an entry; read out through the entry's description, so the entry's name stays its label. */
function CountBadge({ count, id }: { count: number; id: string }) {
  return (
    <>
      <Box
        component="span"
        aria-hidden="true"
        sx={{
          ml: 1,
          minWidth: 24,
          px: 0.75,
          borderRadius: 3,
          textAlign: "center",
          fontSize: "0.75rem",
          fontWeight: 700,
          lineHeight: "20px",
          bgcolor: "secondary.main",
          color: "secondary.contrastText",
        }}
      >
        {count}
      </Box>
      <span id={id} hidden>
        {waitingText(count)}
      </span>
    </>
  );
}

function NavEntry({
  item,
  current,
  count,
  nested,
  onNavigate,
}: {
  item: NavItem;
  current: boolean;
  count: number | undefined;
  nested?: boolean;
  onNavigate?: () => void;
}) {
  const countId = useId();
  return (
    <ListItemButton
      component={Link}
      to={item.to}
      aria-current={current ? "page" : undefined}
      aria-describedby={count ? countId : undefined}
      onClick={onNavigate}
      sx={{ ...entrySx, ...(nested ? { pl: 4 } : {}) }}
    >
      <ListItemIcon sx={{ minWidth: 40 }}>{ICONS[item.to]}</ListItemIcon>
      <ListItemText primary={item.label} />
      {count ? <CountBadge count={count} id={countId} /> : null}
    </ListItemButton>
  );
}

/**
 * A disclosure group: a button (Enter or Space toggles it, aria-expanded says its state) over its
 * entries; Escape inside an open group closes it and returns to its button. Closed, it shows what
 * waits in all its entries.
 */
function NavGroupItem({
  node,
  open,
  onToggle,
  current,
  counts,
  onNavigate,
}: {
  node: Extract<NavNode, { kind: "group" }>;
  open: boolean;
  onToggle: (open: boolean) => void;
  current: string | undefined;
  counts: ReadonlyMap<string, number>;
  onNavigate?: () => void;
}) {
  const listId = useId();
  const countId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const waiting = node.items.reduce((sum, item) => sum + (counts.get(item.to) ?? 0), 0);
  const holdsCurrent = node.items.some((item) => item.to === current);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== "Escape" || !open) return;
    event.stopPropagation();
    onToggle(false);
    button.current?.focus();
  }

  return (
    <Box component="li" onKeyDown={onKeyDown} sx={{ listStyle: "none" }}>
      <ListItemButton
        ref={button}
        component="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-describedby={!open && waiting ? countId : undefined}
        onClick={() => onToggle(!open)}
        sx={{
          mx: 1,
          width: "calc(100% - 16px)",
          borderRadius: 1,
          // Closed over the page shown: the group says where the user is.
          ...(holdsCurrent && !open ? { color: "primary.main", fontWeight: 600 } : {}),
        }}
      >
        <ListItemIcon sx={{ minWidth: 40, color: holdsCurrent && !open ? "primary.main" : undefined }}>
          {GROUP_ICONS[node.group.id]}
        </ListItemIcon>
        <ListItemText primary={node.group.label} slotProps={{ primary: { sx: { fontWeight: "inherit" } } }} />
        {!open && waiting ? <CountBadge count={waiting} id={countId} /> : null}
        {open ? (
          <ExpandLessIcon aria-hidden="true" sx={{ ml: 1 }} />
        ) : (
          <ExpandMoreIcon aria-hidden="true" sx={{ ml: 1 }} />
        )}
      </ListItemButton>
      <Collapse in={open} timeout="auto">
        <List id={listId} component="div" disablePadding>
          {node.items.map((item) => (
            <NavEntry
              key={item.to}
              item={item}
              current={item.to === current}
              count={counts.get(item.to)}
              nested
              onNavigate={onNavigate}
            />
          ))}
        </List>
      </Collapse>
    </Box>
  );
}

/** The main navigation: the dashboard, then the role's groups (docs/decisions/0193). */
export function NavList({ nodes, current, counts, openGroups, onToggleGroup, onNavigate }: NavListProps) {
  return (
    <Box component="nav" aria-label="Main navigation">
      <List component="ul" sx={{ m: 0, py: 1 }}>
        {nodes.map((node) =>
          node.kind === "entry" ? (
            <Box component="li" key={node.item.to} sx={{ listStyle: "none" }}>
              <NavEntry
                item={node.item}
                current={node.item.to === current}
                count={counts.get(node.item.to)}
                onNavigate={onNavigate}
              />
            </Box>
          ) : (
            <NavGroupItem
              key={node.group.id}
              node={node}
              open={openGroups.has(node.group.id)}
              onToggle={(open) => onToggleGroup(node.group.id, open)}
              current={current}
              counts={counts}
              onNavigate={onNavigate}
            />
          ),
        )}
      </List>
    </Box>
  );
}
