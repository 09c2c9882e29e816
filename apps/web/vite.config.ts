import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { onlyInDashboard } from './scripts/dashboard-only';

const apiProxy = { '/api': { target: 'http://localhost:3000', changeOrigin: true } };
const DASHBOARD_ROUTES = /[\\/]src[\\/]app[\\/]dashboard-routes\.tsx$/;

export default defineConfig(({ isSsrBuild, mode }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss()],
  // The SSR bundle runs in the server and in the prerender step, started without NODE_ENV by
  // `npm start` and `npm run serve`. Imported from node_modules at run time, react, react-dom and
  // TanStack Query would pick their development builds from process.env there. So the SSR build
  // bundles every package (React alone would not do: a package left external would load a second
  // React) and fixes process.env.NODE_ENV at build time as the client build does (Vite leaves it
  // alone in SSR code unless told). Checked by src/ssr-build.test.ts.
  ...(isSsrBuild && {
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV || mode) },
  }),
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: { manualPureFunctions: ['React10.forwardRef'] },
      output: {
        // Long-lived vendor chunks, cached across app releases.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 3,
            },
            // Each lucide icon is a module of a few hundred bytes: split, the dashboard fetched
            // two dozen of them one by one, six at a time (HTTP/1.1), before its first API call.
            // The dashboard's own icons stay out of the public pages' way; the public pages'
            // icons go with the pages' code.
            {
              name: (id, graph) => (onlyInDashboard(id, graph, DASHBOARD_ROUTES) ? 'icons' : null),
              test: /node_modules[\\/]lucide-react[\\/]/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
}));
