import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { callRoutes } from './vite-call-routes.ts';
import { catalogueFiles } from './vite-catalogue-files.ts';
import { firstCatalogue } from './vite-first-catalogue.ts';
import { firstLoadChunks } from './vite-first-load-chunks.ts';
import { unusedRouterCode } from './vite-unused-router-code.ts';

const firstLoad = firstLoadChunks();

export default defineConfig({
  plugins: [
    unusedRouterCode(),
    callRoutes(),
    firstCatalogue(),
    catalogueFiles(),
    firstLoad.plugin,
    tailwindcss(),
    reactRouter(),
  ],
  // The builder times its steps itself (build-tools/build-web.ts); rolldown's report of the time its
  // JavaScript plugins take (React Router's, ours) is for profiling them, and a busy machine always trips it.
  build: { rolldownOptions: { checks: { bundlerTimings: false } } },
  // Fewer first-load files: React, React Router and their helpers in one chunk (decision 0078),
  // then the frame, the list pages' shared code and home's own code in one chunk each (0095).
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
                  priority: 20,
                },
                // A group named by a function is labelled for the bundler's timing report.
                { name: firstLoad.group('shell'), debugName: 'shell', priority: 10 },
                { name: firstLoad.group('lists'), debugName: 'lists', priority: 8 },
                { name: firstLoad.group('home'), debugName: 'home', priority: 6 },
                // The sports' rules beyond their status codes (packages/contract/src/sports/, decision 0125): one file for the
                // pages that draw tables, periods, box scores or room art, never pulled into the room cards' file.
                { name: 'sports', test: /\/packages\/contract\/src\/sports\//, priority: 5 },
                // Room cards and their badges: not in home's first load (decision 0100); one file for home's strip and the match and room pages.
                {
                  name: 'rooms',
                  test: /\/app\/(components\/rooms\/|features\/live-room\/live-rooms-section\.tsx)/,
                  priority: 4,
                },
              ],
            },
          },
        },
      },
    },
    // The server bundle is never downloaded: a module both imported and loaded on demand (the
    // chat panel: the room page draws it at once, the match page when its tab is near) costs
    // nothing there, so rolldown's notice that the dynamic import splits nothing is noise.
    ssr: { build: { rolldownOptions: { checks: { ineffectiveDynamicImport: false } } } },
  },
  server: { proxy: { '/api': process.env.PLACAR_API_PROXY ?? 'http://127.0.0.1:3000' } },
});
