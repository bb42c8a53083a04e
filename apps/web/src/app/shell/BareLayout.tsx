import { Box, Link, Paper } from "@mui/material";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { Footer } from "./Footer.tsx";

/** A centred card for pages outside the shell: sign-in, auth errors, activation. */
export function BareLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: "100vh", display: "flex", flexDirection: "column", alignItems: "center", px: 2 }}>
      <Box component="header" sx={{ mt: { xs: 4, md: 8 }, mb: 3 }}>
        <Link
          component={RouterLink}
          to="/"
          underline="none"
          sx={{ fontSize: "1.75rem", fontWeight: 700, color: "primary.main", letterSpacing: 0.5 }}
        >
          Strata
        </Link>
      </Box>
      <Paper component="main" variant="outlined" sx={{ width: "100%", maxWidth: 440, p: { xs: 3, sm: 4 } }}>
        {children}
      </Paper>
      <Box
        sx={{ width: "100%", maxWidth: 440, mt: 2, display: "flex", flexDirection: "column", flexGrow: 1 }}
      >
        <Footer />
      </Box>
    </Box>
  );
}
