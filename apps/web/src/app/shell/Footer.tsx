import { Box, Link, Typography } from "@mui/material";
import { Link as RouterLink } from "react-router";
import { FOOTER_LINKS } from "./footer-links.ts";

export function Footer() {
  return (
    <Box
      component="footer"
      sx={{
        mt: "auto",
        py: 2,
        display: "flex",
        flexWrap: "wrap",
        gap: 2,
        alignItems: "center",
        color: "text.secondary",
      }}
    >
      <Typography variant="body2">© {new Date().getFullYear()} Strata</Typography>
      <Box component="nav" aria-label="Footer" sx={{ display: "flex", gap: 2 }}>
        {FOOTER_LINKS.map((link) => (
          <Link key={link.to} component={RouterLink} to={link.to} variant="body2" color="inherit">
            {link.label}
          </Link>
        ))}
      </Box>
    </Box>
  );
}
