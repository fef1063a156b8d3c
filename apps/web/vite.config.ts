import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    // The browser calls /api/... on its own origin; Vite forwards them to the API server.
    proxy: { '/api': process.env.API_URL ?? 'http://localhost:3001' },
  },
});
