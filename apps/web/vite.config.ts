import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { callRoutes } from './vite-call-routes.ts';
import { catalogueFiles } from './vite-catalogue-files.ts';

export default defineConfig({
  plugins: [callRoutes(), catalogueFiles(), tailwindcss(), reactRouter()],
  server: { proxy: { '/api': process.env.PLACAR_API_PROXY ?? 'http://127.0.0.1:3000' } },
});
