import { Avatar, Box, Divider, IconButton, Menu, MenuItem, Typography } from "@mui/material";
import { canReadCatalogue } from "@strata/core";
import { useId, useState } from "react";
import { Link as RouterLink } from "react-router";
import { Can, roleLabel, useAppAbility, useCurrentUser } from "../../lib/ability/index.ts";
import { signOut, useSession } from "../../lib/session/index.ts";

function initialOf(name: string | null | undefined, email: string): string {
  return (name?.trim() || email).charAt(0).toUpperCase();
}

export function UserMenu() {
  const session = useSession();
  const { user } = useCurrentUser();
  const ability = useAppAbility();
  // A token opens the catalogue's layers in GIS clients (decision 0226): offered to its readers.
  const opensLayers = canReadCatalogue(ability);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [signingOut, setSigningOut] = useState(false);
  const menuId = useId();
  const sessionUser = session.data?.user;
  if (!sessionUser) return null;

  const name = user?.name ?? sessionUser.name ?? sessionUser.email;
  const email = user?.email ?? sessionUser.email;
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        aria-label="Account menu"
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? "true" : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ color: "inherit" }}
      >
        <Avatar sx={{ width: 34, height: 34, bgcolor: "primary.dark", fontSize: "1rem" }}>
          {initialOf(name, email)}
        </Avatar>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
      >
        <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {email}
          </Typography>
          <Typography variant="body2" color="primary" sx={{ mt: 0.5 }}>
            {roleLabel(user?.role ?? sessionUser.role)}
          </Typography>
        </Box>
        <Divider />
        <Can I="update" a="Password">
          <MenuItem component={RouterLink} to="/account/password" onClick={close}>
            Change password
          </MenuItem>
        </Can>
        <MenuItem component={RouterLink} to="/account/time-zone" onClick={close}>
          Time zone
        </MenuItem>
        {opensLayers ? (
          <MenuItem component={RouterLink} to="/account/access-tokens" onClick={close}>
            Access tokens (GIS)
          </MenuItem>
        ) : null}
        <MenuItem
          disabled={signingOut}
          onClick={() => {
            setSigningOut(true);
            void signOut({ callbackUrl: "/auth/signin" });
          }}
        >
          Sign out
        </MenuItem>
      </Menu>
    </>
  );
}
