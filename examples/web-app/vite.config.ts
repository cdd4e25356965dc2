import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The API serves the built app from the same origin (api/src/web-app.ts), so the app calls
// `window.location.origin`. In development Vite forwards /api to a local API for the same effect.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  server: {
    port: 5173,
    proxy: { "/api": { target: process.env.BULWARK_API_URL ?? "http://localhost:8080", changeOrigin: false } },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: false,
    // React and the router change less often than the app: their own chunk stays cached longer.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: "react", test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie)[\\/]/ }],
        },
      },
    },
  },
});
