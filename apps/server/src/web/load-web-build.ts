import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import type { WebHandler } from './web-request.ts';

/** The React Router production build's request handler, or null when the web app is not built. */
export async function loadWebBuild(buildDir: string): Promise<WebHandler | null> {
  const entry = join(buildDir, 'server', 'index.js');
  try {
    await access(entry);
  } catch {
    return null;
  }
  const build = (await import(pathToFileURL(entry).href)) as ServerBuild;
  // Loaded only when a build exists, so the API runs without React installed or built.
  const { createRequestHandler } = await import('react-router');
  const handle = createRequestHandler(build, 'production');
  return (request) => handle(request);
}
