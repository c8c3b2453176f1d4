import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server listens on 3000 in development; the dev server forwards to it so that the app,
// its cookies and the API share one origin, as they do in production.
const apiServer = 'http://127.0.0.1:3000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  server: {
    proxy: {
      // ws: the real-time hub (socket.io) upgrades to a websocket under /api/v1/realtime.
      '/api': { target: apiServer, changeOrigin: false, ws: true },
      '/healthz': { target: apiServer, changeOrigin: false },
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change far less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 3,
            },
            {
              name: 'mantine',
              test: /[\\/]node_modules[\\/](@mantine|@floating-ui|react-number-format|react-remove-scroll[\w-]*|react-style-singleton|tabbable)[\\/]/,
              priority: 2,
            },
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
