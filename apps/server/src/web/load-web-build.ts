import { access } from 'node:fs/promises';
import type { Clock } from '../clock.ts';
import { createRender, serverEntry } from './react-router-render.ts';
import type { WebHandler } from './web-request.ts';

/** Whether the React Router production build is there. */
export async function webBuildExists(buildDir: string): Promise<boolean> {
  return access(serverEntry(buildDir)).then(
    () => true,
    () => false,
  );
}

/** The React Router production build's request handler on this thread, or null when the web app is not built. */
export async function loadWebBuild(buildDir: string, clock: Clock): Promise<WebHandler | null> {
  if (!(await webBuildExists(buildDir))) return null;
  const render = await createRender({ buildDir });
  const now = () => clock.now();
  return (request, { nonce }) => render(request, { nonce, now });
}
