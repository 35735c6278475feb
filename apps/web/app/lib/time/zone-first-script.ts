/**
 * The inline script (first in <head>, before anything of the body is parsed or painted) that
 * keeps a page from ever painting times or a day's list in a zone that is not the browser's
 * (issue 34, decision 0137). The server renders in the zone of the tz cookie, else UTC, and writes
 * that zone and its offsets (zone-offsets.ts) on <html> as data-tz and data-tz-offsets. When Date's
 * own local offsets are the table's over its window (runtimeMatches, the same test written small:
 * zone-first-script.test.ts holds them to the same answers), the page is right and goes on, with
 * no Intl (decision 0097). Otherwise the browser's zone comes from Intl; if it is another one, the
 * script saves it in the tz cookie, stops the document before its body and loads the same address
 * again, which the server now renders in the right zone: a first visit outside a UTC-like zone
 * costs one more HTML response and never shows a time that changes.
 * It never loops: a zone it already reloaded for in this tab (sessionStorage), a cookie the
 * browser refuses, or any error leaves the page as it is, and the page's own check after hydration
 * (use-browser-time-zone.ts) catches up as before.
 */
export const ZONE_RELOAD_KEY = 'placar-tz-reload';

export function zoneFirstScript(): string {
  return `(function(){try{
var h=document.documentElement,z=h.getAttribute("data-tz"),o=JSON.parse(h.getAttribute("data-tz-offsets")||"null");if(!z||!o)return;
var p=o.spans,S=216e5,M=6e4,a,i,ok=true;
function at(t){var v=p[0][1];for(var j=0;j<p.length&&p[j][0]<=t;j++)v=p[j][1];return v}
function own(t){return -new Date(t).getTimezoneOffset()}
for(a=p[0][0];ok&&a<o.until;a+=S)ok=own(a)===at(a);
for(i=1;ok&&i<p.length;i++)ok=own(p[i][0]-M)===at(p[i][0]-M)&&own(p[i][0])===at(p[i][0]);
if(ok)return;
var b=Intl.DateTimeFormat().resolvedOptions().timeZone,k="${ZONE_RELOAD_KEY}";
if(!b||b===z||sessionStorage.getItem(k)===b)return;
sessionStorage.setItem(k,b);var c="tz="+encodeURIComponent(b);
document.cookie=c+"; path=/; max-age=31536000; samesite=lax";
if((";"+document.cookie.replace(/ /g,"")+";").indexOf(";"+c+";")<0)return;
h.style.visibility="hidden";window.stop();location.replace(location.href)
}catch(e){}})();`;
}
