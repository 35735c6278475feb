import { CHUNK_RELOAD_GUARD_MS } from '@placar/contract/constants';
import { CHUNK_ERROR_SOURCE, parseReloadTimes, shouldReload } from './chunk-reload-guard.ts';
import { CHUNK_RELOAD_SESSION_KEY } from '../../state/storage-keys.ts';

/**
 * The inline script, placed first in <head>, that reloads the page when a code chunk
 * fails to load: Vite's `vite:preloadError`, rejected dynamic imports, and module scripts
 * or modulepreload links that fail. React hoists modulepreload links above this script, so
 * a preload that failed before it ran is caught by the inline module script (the hydration
 * entry) failing in turn. It embeds the tested decision functions themselves. A page that
 * declines to reload (the guard) says so on <html data-chunk-reload="held">. It reloads only
 * when the site answers (a HEAD of the page): a chunk that failed because the server or the
 * network is down would only be swapped for the browser's "can't be reached" page, while the
 * page kept shows the connect-error toast and works again when the server is back. A 5xx answer
 * counts as down: a server shutting down (or not ready yet) answers 503 before it stops listening.
 * `vite:preloadError` is not prevented: prevented, Vite's preload helper answers the import with
 * undefined instead of its error, so every caller (React.lazy, the catalogues, patientImport)
 * took a missing module for a loaded one while the site was down.
 */
export function chunkReloadScript(guardMs = CHUNK_RELOAD_GUARD_MS, key = CHUNK_RELOAD_SESSION_KEY): string {
  return `(function(){
var G=${guardMs},K=${JSON.stringify(key)},R=new RegExp(${JSON.stringify(CHUNK_ERROR_SOURCE)},"i");
var shouldReload=${shouldReload.toString()};
var parseReloadTimes=${parseReloadTimes.toString()};
var reloading=false;
function reload(){if(reloading)return true;try{var p=location.pathname,t=parseReloadTimes(sessionStorage.getItem(K)),n=Date.now();
if(!shouldReload(t,p,n,G)){document.documentElement.setAttribute("data-chunk-reload","held");return false}
reloading=true;fetch(location.href,{method:"HEAD",cache:"no-store"}).then(function(r){if(r.status>=500){reloading=false;return}t[p]=n;sessionStorage.setItem(K,JSON.stringify(t));location.reload()},function(){reloading=false});return true}catch(e){return false}}
function text(r){return r&&typeof r==="object"?String(r.name)+": "+String(r.message):String(r)}
addEventListener("vite:preloadError",function(){reload()});
addEventListener("unhandledrejection",function(e){if(R.test(text(e.reason))&&reload())e.preventDefault()});
addEventListener("error",function(e){var el=e.target;
if(el&&el!==window&&el.tagName){var s=el.tagName==="SCRIPT"&&el.type==="module",l=el.tagName==="LINK"&&el.rel==="modulepreload";
var u=String(el.src||el.href||"");if((s&&!el.src)||((s||l)&&u.indexOf(location.origin+"/assets/")===0))reload();return}
if(R.test(text(e.error||e.message)))reload()},true);
})();`;
}
