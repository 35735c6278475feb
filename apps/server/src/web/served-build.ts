import { realpath } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import { leaseBuild } from './build-leases.ts';
import { webBuildExists } from './load-web-build.ts';

interface ServedBuild {
  /** The build folder itself, the link resolved: this server serves it until it stops. */
  dir: string;
  /** Whether there is a build there (its server entry). */
  built: boolean;
  release(): Promise<void>;
}

/**
 * The build this server serves for its whole life (decision 0120): WEB_BUILD_DIR, by default
 * apps/web/build, a link that a later build points elsewhere, is resolved once, here, and the
 * folder leased, so the build that replaces it neither changes nor removes what this server's
 * pages and the assets they name come from.
 */
export async function openServedBuild(buildDir: string, log: FastifyBaseLogger): Promise<ServedBuild> {
  const dir = await realpath(buildDir).catch(() => buildDir);
  if (!(await webBuildExists(dir))) {
    log.warn({ webBuildDir: buildDir }, 'no web build there: pages answer 503 until npm run build makes one');
    return { dir, built: false, release: async () => {} };
  }
  log.info({ webBuild: dir }, 'serving the web build');
  try {
    return { dir, built: true, release: await leaseBuild(dir) };
  } catch (error) {
    // A read-only build (an image, a shared folder) is never cleaned up under us anyway.
    log.info({ err: error, webBuild: dir }, 'the web build folder is read-only: not marked as in use');
    return { dir, built: true, release: async () => {} };
  }
}
