import { createTheme, type Theme } from "@mui/material/styles";
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
    // MUI's warning and info mains are 3.1:1 and 3.9:1 on white: the outlined status chips' text in
    // them failed WCAG AA contrast (issue 30). Darker mains of the same hue reach 5.4:1 and 5.9:1; the
    // light shades stay MUI's, so alerts keep their colours.
    warning: { main: "#b54708", light: "#ff9800", dark: "#93370d" },
    info: { main: "#0369a1", light: "#03a9f4", dark: "#01579b" },
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
    // One visible focus ring for every control a keyboard reaches (issue 30): MUI's buttons get theirs
    // below; links, summaries and anything else focusable that draws none of its own get the same one.
    MuiCssBaseline: {
      styleOverrides: {
        "a:focus-visible, summary:focus-visible, [tabindex]:not([tabindex='-1']):focus-visible": {
          outline: `2px solid ${BRAND_GREEN}`,
          outlineOffset: 2,
        },
      },
    },
    // The Content-Security-Policy forbids eval: the grid filters without compiling code (and without
    // probing for eval, which the browser would report as a violation).
    MuiDataGrid: { defaultProps: { disableEval: true } },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { textTransform: "none" } },
    },
    // A table wider than a phone scrolls inside itself, never the page (issue 30: 390 px wide screens).
    // Most tables sit in a TableContainer that does this already; this covers the ones that do not.
    // `position: relative` keeps what is absolutely positioned inside (a visually hidden header label)
    // inside that scrolling box: otherwise it sits where the wide table would end and widens the page.
    MuiTable: {
      styleOverrides: {
        root: ({ theme }) => ({
          [theme.breakpoints.down("md")]: { display: "block", overflowX: "auto", position: "relative" },
        }),
      },
    },
    // The pager ("Rows per page", "1–10 of 300", arrows) wraps on a phone instead of running off the side.
    MuiTablePagination: {
      styleOverrides: { toolbar: { flexWrap: "wrap" } },
    },
    // A toggle's text in MUI's action grey (4.2:1 on the page background) and, selected, in the primary
    // green over its tint (4.3:1) fell short of AA: the secondary text colour and the dark green reach it.
    MuiToggleButton: {
      styleOverrides: {
        root: ({ theme }) => ({
          color: theme.palette.text.secondary,
          "&.Mui-selected": { color: theme.palette.primary.dark },
        }),
      },
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

/**
 * The same theme for someone whose system asks for reduced motion (WCAG 2.3.3): menus, dialogs,
 * drawers and collapsing panels appear at once instead of sliding or growing, and buttons draw no
 * ripple. Progress spinners keep turning: they say that something is still under way.
 */
export const reducedMotionTheme: Theme = createTheme(theme, {
  transitions: {
    create: () => "none",
    duration: {
      shortest: 0,
      shorter: 0,
      short: 0,
      standard: 0,
      complex: 0,
      enteringScreen: 0,
      leavingScreen: 0,
    },
  },
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: true } },
    MuiSkeleton: { defaultProps: { animation: false } },
  },
});
