import ViewColumnIcon from "@mui/icons-material/ViewColumn";
import { Button, Checkbox, ListItemIcon, ListItemText, Menu, MenuItem } from "@mui/material";
import { useState } from "react";

/**
 * "Columns": which of a list's columns show. The first column (what names the row, and links to it)
 * always shows, so it is not offered.
 */
export function ColumnChooser({
  columns,
  hidden,
  onChange,
}: {
  columns: readonly { key: string; label: string }[];
  hidden: readonly string[];
  onChange(hidden: string[]): void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choosable = columns.slice(1);
  if (choosable.length === 0) return null;
  const shown = choosable.filter((c) => !hidden.includes(c.key)).length;
  return (
    <>
      <Button
        size="small"
        startIcon={<ViewColumnIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        Columns{shown < choosable.length ? ` (${shown + 1} of ${columns.length})` : ""}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {choosable.map((c) => {
          const visible = !hidden.includes(c.key);
          return (
            <MenuItem
              key={c.key}
              role="menuitemcheckbox"
              aria-checked={visible}
              dense
              onClick={() => onChange(visible ? [...hidden, c.key] : hidden.filter((key) => key !== c.key))}
            >
              <ListItemIcon>
                <Checkbox edge="start" size="small" checked={visible} tabIndex={-1} disableRipple />
              </ListItemIcon>
              <ListItemText>{c.label}</ListItemText>
            </MenuItem>
          );
        })}
        {hidden.length > 0 ? (
          <MenuItem
            dense
            onClick={() => {
              onChange([]);
              // The item goes with the hidden columns: the menu closes rather than lose its focus.
              setAnchor(null);
            }}
          >
            <ListItemText inset>Show all columns</ListItemText>
          </MenuItem>
        ) : null}
      </Menu>
    </>
  );
}
