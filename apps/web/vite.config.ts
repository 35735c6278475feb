import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { callRoutes } from './vite-call-routes.ts';
import { catalogueFiles } from './vite-catalogue-files.ts';
import { firstCatalogue } from './vite-first-catalogue.ts';
import { precompressBuild } from './vite-precompress.ts';
import { shellChunk } from './vite-shell-chunk.ts';

const shell = shellChunk();

export default defineConfig({
  plugins: [callRoutes(), firstCatalogue(), catalogueFiles(), shell.plugin, tailwindcss(), reactRouter(), precompressBuild()],
  // Fewer first-load files (decision 0078): React, React Router and their helpers in one chunk.
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/, priority: 20 },
                { name: shell.name, debugName: 'shell', priority: 10 },
              ],
            },
          },
        },
      },
    },
  },
  server: { proxy: { '/api': process.env.PLACAR_API_PROXY ?? 'http://127.0.0.1:3000' } },
});
