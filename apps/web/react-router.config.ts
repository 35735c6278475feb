import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // build-tools/build-web.ts names a new folder for each build (decision 0120). Never `build`: that
  // is a link to the build running servers serve, which a build in place would overwrite.
  buildDirectory: process.env.PLACAR_WEB_BUILD_OUT ?? 'builds/.partial-react-router-build',
  ssr: true,
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
