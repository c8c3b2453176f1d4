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
    // bench/web-budget.ts follows each route's imports through the manifest (dist/.vite/manifest.json).
    manifest: true,
    rolldownOptions: {
      // A feature's front door (features/<area>/index.ts, issue 21 §2) only re-exports: whoever imports
      // one thing through it gets that thing's module, not every module the door names (a page would
      // otherwise load the whole area's side effects with the one hook it needs).
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/.test(id),
      },
      output: {
        // React, React DOM and the router: every page needs all of them, and they change far less
        // often than the app, so one chunk of their own stays cached across releases. Other
        // libraries follow the pages that use them (rolldown's automatic splitting): a Mantine or
        // vendor group would make the login page load every component and the editor
        // (decision 211).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 3,
            },
            {
              // Zod with the module that turns its compiled parsers off, in one chunk every chunk
              // holding a schema imports: the setting is made before any schema is built, as
              // zod needs under a policy without eval (platform/jitless-validation.ts).
              name: 'validation',
              test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]platform[\\/]jitless-validation\.ts$/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
});
