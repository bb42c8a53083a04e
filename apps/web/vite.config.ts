import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./scripts/precompress.ts";

const apiTarget = "http://localhost:3000";

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    // The videx packages' "browser" field names their UMD builds; the CommonJS wrapper would move the
    // bundler's interop runtime into a chunk every page loads (sign-in included). Their ES builds
    // export the same (issue 26, the well-log preview).
    alias: [
      {
        find: /^@equinor\/videx-(wellog|math)$/,
        replacement: fileURLToPath(
          new URL("../../node_modules/@equinor/videx-$1/dist/index.esm.js", import.meta.url),
        ),
      },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      "/api": { target: apiTarget, changeOrigin: false },
      "/socket.io": { target: apiTarget, ws: true },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // No source maps in production: nothing to serve by mistake (`vite build --sourcemap` to inspect).
    sourcemap: false,
    // dist/.vite/manifest.json: the module graph the bundle budget (scripts/bundle-budget.mjs) walks.
    manifest: true,
    // MapLibre GL is one ~1 MB module: its own chunk, loaded only by the pages with a map.
    chunkSizeWarningLimit: 1100,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: "maplibre", test: /node_modules[\\/]maplibre-gl/ }] } },
    },
  },
});
