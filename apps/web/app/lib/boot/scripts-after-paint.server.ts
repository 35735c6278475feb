import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { htmlLang } from '../page/language.ts';
import { dateLocale, TIME } from '../matches/match-time.ts';
import { CookieName } from '../../state/storage-keys.ts';

/**
 * The page paints before its scripts are asked for (decision 0090). React Router's <Scripts>
 * writes a modulepreload link per chunk (React hoists them into <head>) and an async module
 * script whose static imports fetch the route modules at once: on a phone's network those
 * dozens of requests share the line with the stylesheet, and on a fast one their running holds
 * the first paint. In the rendered shell the links go, and the module script first waits for the
 * frame after the first paint, then asks for the same files (modulepreload links made by the
 * script, all at once, then the route modules by dynamic import) and hydrates as before.
 */

/** A modulepreload link as React writes it: `rel` first, then `href`. */
const PRELOAD_LINK = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
/** React Router's module script: its only `type="module" async` inline script. */
const MODULE_SCRIPT = /(<script[^>]* type="module" async=""[^>]*>)([\s\S]*?)(<\/script>)/;
const ROUTE_IMPORT = /^import \* as (\w+) from ("[^"]+");$/gm;
/**
 * A module script with a source before React Router's (the page's catalogue, decision 0078): it
 * waits too. Its tag stays, its `src` renamed `data-src` (an empty module runs nothing): React
 * hydrates the head's elements, and a missing one would make it render the whole page again.
 */
const MODULE_SRC_SCRIPT = /<script type="module" src="([^"]+)"/g;
const BARE_IMPORT = /^import ("[^"]+");?$/gm;

/**
 * Resolves after the first frame is painted (rAF runs before it, the task after it), or at once in
 * a tab opened in the background, which paints nothing and should be ready when shown.
 */
const AFTER_FIRST_PAINT =
  'await new Promise((go)=>{if(document.visibilityState!=="visible")return go();addEventListener("visibilitychange",go,{once:true});requestAnimationFrame(()=>setTimeout(go))});';

/**
 * While the scripts download, the browser's one-off start-up costs that hydration would
 * otherwise pay inside its own tasks: opening the page's storage (the store rehydrates from it),
 * and the kickoff time format of the page's language (lib/matches/match-time.ts) when the page
 * will ask Intl for the browser's zone: no tz cookie (rendered in UTC) and a browser not at UTC
 * now. Otherwise the page's times and zone need no Intl (decision 0097). Each in a task of its
 * own, so none makes a long task.
 */
const WARM_UP = `setTimeout(()=>{try{localStorage.length}catch{}});if(!/(?:^|; )${CookieName.tz}=/.test(document.cookie)&&new Date().getTimezoneOffset())setTimeout(()=>{try{new Intl.DateTimeFormat(document.documentElement.lang===${JSON.stringify(htmlLang('br'))}?${JSON.stringify(dateLocale('br'))}:${JSON.stringify(dateLocale('en'))},${JSON.stringify(TIME)}).format(0)}catch{}});`;

/** The scripts of a page's first load, either form: before (links and static imports) or after this rewrite. */
export function firstLoadScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(PRELOAD_LINK)) urls.add(match[1] as string);
  for (const match of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) urls.add(match[1] as string);
  for (const match of html.matchAll(/\bimport(?:\(| \* as \w+ from )"([^"]+\.js)"/g)) urls.add(match[1] as string);
  const inOrder = /const inOrder=\(async\(\)=>\{for\(const src of (\[[^\]]*\])/.exec(html)?.[1];
  if (inOrder) for (const url of JSON.parse(inOrder) as string[]) urls.add(url);
  const preloads = /\/\*preloads\*\/(\[[^\]]*\])/.exec(html)?.[1];
  if (preloads) for (const url of JSON.parse(preloads) as string[]) urls.add(url);
  return [...urls].filter((url) => url.endsWith('.js'));
}

/** The shell rewritten, or unchanged when it has no React Router module script (nothing to hydrate). */
export function scriptsAfterPaint(shell: string): string {
  const script = MODULE_SCRIPT.exec(shell);
  if (!script) return shell;
  const at = script.index;
  const head = shell.slice(0, at);
  const inOrder = [...head.matchAll(MODULE_SRC_SCRIPT)].map((match) => match[1] as string);
  const preloads = [...new Set([...inOrder, ...[...head.matchAll(PRELOAD_LINK)].map((match) => match[1] as string)])];
  const [, open, body, close] = script as unknown as [string, string, string, string];
  const names: string[] = [];
  const imports: string[] = [];
  const rest = body
    .replace(ROUTE_IMPORT, (_line, name: string, url: string) => {
      names.push(name);
      imports.push(`import(${url})`);
      return '';
    })
    .replace(BARE_IMPORT, (_line, url: string) => {
      imports.push(`import(${url})`);
      return '';
    });
  const load = `for(const href of /*preloads*/${JSON.stringify(preloads)}){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}`;
  // The head's module scripts run in their document order, as they did as tags, beside the route modules.
  const ordered = `const inOrder=(async()=>{for(const src of ${JSON.stringify(inOrder)})await import(src)})();`;
  const routes = `const [${names.join(',')}]=await Promise.all([${imports.join(',')}]);await inOrder;`;
  const rewritten = `${open}${AFTER_FIRST_PAINT}\n${load}\n${WARM_UP}\n${ordered}\n${routes}\n${rest}${close}`;
  const before = head.replace(PRELOAD_LINK, '').replace(MODULE_SRC_SCRIPT, '<script type="module" data-src="$1"');
  return before + rewritten + shell.slice(at + script[0].length);
}

/**
 * The stream form: holds the HTML until React Router's module script has passed (the end of the
 * shell, written in one go), rewrites it, then lets the rest (streamed data) through as it comes.
 */
export function scriptsAfterPaintStream(): Transform {
  let held = '';
  let done = false;
  // A chunk may end inside a character: the decoder keeps its first bytes for the next one.
  const decoder = new StringDecoder('utf8');
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      if (done) return callback(null, chunk);
      held += typeof chunk === 'string' ? chunk : decoder.write(chunk);
      const script = MODULE_SCRIPT.exec(held);
      if (!script) return callback();
      done = true;
      const out = scriptsAfterPaint(held);
      held = '';
      callback(null, out);
    },
    flush(callback) {
      held += decoder.end();
      callback(null, held || undefined);
    },
  });
}
