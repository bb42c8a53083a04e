import { createTheme } from "@mui/material/styles";
import type {} from "@mui/x-data-grid/themeAugmentation";

export const BRAND_GREEN = "#1b7f4b";

/**
 * One set of breakpoints for the whole app: the app shell's (spec section 9: sm 640, md 768, lg 1024,
 * xl 1280) rather than the UI kit's defaults, so `theme.breakpoints.up("lg")` means what the shell means.
 */
export const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 640, md: 768, lg: 1024, xl: 1280 } },
  palette: {
    primary: { main: BRAND_GREEN, light: "#4caf7a", dark: "#0f5c34", contrastText: "#ffffff" },
    secondary: { main: "#24507a" },
    background: { default: "#f5f7f5" },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: "1.75rem", fontWeight: 600 },
    h2: { fontSize: "1.375rem", fontWeight: 600 },
    h3: { fontSize: "1.125rem", fontWeight: 600 },
  },
  components: {
    // The Content-Security-Policy forbids eval: the grid filters without compiling code (and without
    // probing for eval, which the browser would report as a violation).
    MuiDataGrid: { defaultProps: { disableEval: true } },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { textTransform: "none" } },
    },
    MuiTextField: { defaultProps: { fullWidth: true, margin: "normal" } },
    MuiButtonBase: {
      styleOverrides: {
        root: {
          "&.Mui-focusVisible": { outline: `2px solid ${BRAND_GREEN}`, outlineOffset: 2 },
        },
      },
    },
  },
});
