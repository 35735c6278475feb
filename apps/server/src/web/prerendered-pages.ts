import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@placar/contract/languages';
import { readPublicConfig } from '@placar/contract/public-config';
import type { Clock } from '../clock.ts';
import { type PrerenderedPage, prerenderPages } from './prerender.ts';
import { type PrerenderInputs, readPrerendered } from './prerendered-files.ts';
import type { WebHandler } from './web-request.ts';

interface Loaded {
  year: number;
  pages: Map<string, PrerenderedPage>;
}

interface PrerenderedPagesOptions {
  buildDir: string;
  handler: WebHandler;
  clock: Clock;
  /** The site's origin the pages are rendered on; read when first needed (PORT=0 learns it at listen). */
  origin: () => string;
  log: FastifyBaseLogger;
}

/**
 * The prerendered pages a server answers: the build's files when made with the server's own
 * inputs, else made once on the first request (and again when the year turns). A failure
 * answers undefined, so the page is rendered per request as any other.
 */
export function prerenderedPages({ buildDir, handler, clock, origin, log }: PrerenderedPagesOptions) {
  let current: Promise<Loaded> | undefined;

  async function load(year: number): Promise<Loaded> {
    // The web app reads the same environment for its root loader (apps/web/app/lib/page/public-config.server.ts).
    const inputs: PrerenderInputs = { publicConfig: readPublicConfig(process.env), year };
    let pages = await readPrerendered(buildDir, inputs);
    if (pages === null) {
      log.info('prerendered pages: the build made them with other settings or none; making them now');
      pages = await prerenderPages(handler, origin());
    }
    return { year, pages: new Map(pages.map((page) => [`${page.lang}${page.path}`, page])) };
  }

  return {
    async find(path: string, lang: Language): Promise<PrerenderedPage | undefined> {
      const year = new Date(clock.now()).getUTCFullYear();
      try {
        let loaded = current ? await current : undefined;
        if (loaded?.year !== year) {
          current = load(year);
          loaded = await current;
        }
        return loaded.pages.get(`${lang}${path}`);
      } catch (error) {
        current = undefined;
        log.error({ err: error }, 'prerendering failed: rendering per request');
        return undefined;
      }
    },
  };
}
