import { resolve } from 'node:path';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { moovSandboxScript } from './build/moov-sandbox-script';
import { routePreload } from './build/route-preload';

export default defineConfig({
  plugins: [
    // File routes in src/routes; each route's component is split into its own chunk.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    moovSandboxScript(process.env),
    // The opened page's chunks download with the entry, not after the app has started.
    routePreload(resolve(import.meta.dirname, 'src/routes')),
  ],
  server: {
    // The browser calls /api/... on its own origin; Vite forwards them to the API server
    // (`vite preview` of the production build uses the same proxy).
    proxy: { '/api': process.env.API_URL ?? 'http://localhost:3001' },
  },
});
