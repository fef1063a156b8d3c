import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { moovSandboxScript } from './build/moov-sandbox-script';

export default defineConfig({
  plugins: [react(), moovSandboxScript(process.env)],
  server: {
    // The browser calls /api/... on its own origin; Vite forwards them to the API server.
    proxy: { '/api': process.env.API_URL ?? 'http://localhost:3001' },
  },
});
