import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress';

// The gateway listens on :3000 in development; the browser only ever talks to its own origin.
const gateway = 'http://localhost:3000';

// The gateway answers the respondent addresses with respond.html (ADR 0038); the dev and preview servers do the same.
const RESPONDENT_PATH = /^\/(assessment|collaborator)-responding\//;
const respondentPages: Plugin = {
  name: 'canopy-respondent-pages',
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      if (request.url && RESPONDENT_PATH.test(request.url)) request.url = '/respond.html';
      next();
    });
  },
  configurePreviewServer(server) {
    server.middlewares.use((request, _response, next) => {
      if (request.url && RESPONDENT_PATH.test(request.url)) request.url = '/respond.html';
      next();
    });
  },
};

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // every text file of the build also as .br and .gz, made once here (docs/decisions/0060-compression.md)
  plugins: [react(), respondentPages, precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // what bench/src/benches/loginWeight.ts reads to weigh the login page
    manifest: true,
    rolldownOptions: {
      // two pages: the dashboard (index.html) and the respondent flow (respond.html), which loads none of the
      // dashboard's code (ADR 0038)
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        respond: fileURLToPath(new URL('respond.html', import.meta.url)),
      },
      output: {
        // React and the router change far less often than the app and every page needs them: one long-cached chunk.
        // Other libraries are split by the pages that import them, so that the login page fetches only its own.
        codeSplitting: {
          groups: [
            // the router apart: the respondent page shares React with the dashboard but not the router
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: gateway, changeOrigin: true },
      '/health': { target: gateway, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: gateway, changeOrigin: true },
      '/health': { target: gateway, changeOrigin: true },
    },
  },
});
