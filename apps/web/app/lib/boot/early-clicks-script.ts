/**
 * The inline script (in <head>, before anything renders) that keeps the taps a fan makes
 * between the first paint and hydration (decision 0090: the page paints before its scripts
 * load). Until <html data-hydrated> says React handles events, a click on a button, checkbox
 * or radio and a form's submit are held (their default prevented, so a form is never sent
 * natively) and then replayed, in order, on the same elements. Links are left alone: they
 * work without scripts. If the page never hydrates (an error page), they go after 15 s.
 */
export function earlyClicksScript(releaseAfterMs = 15_000): string {
  return `(function(){
var h=document.documentElement,held=[],on=true,S='button,[role="button"],input[type="submit"],input[type="button"],input[type="checkbox"],input[type="radio"]';
function hold(e){if(!on||h.hasAttribute("data-hydrated"))return release();var t=e.target;if(!t||!t.closest)return;
if(e.type==="click"){var el=t.closest(S);if(!el||el.disabled)return;e.preventDefault();e.stopImmediatePropagation();held.push(function(){el.click()})}
else{var f=t.closest("form");if(!f)return;e.preventDefault();e.stopImmediatePropagation();held.push(function(){f.requestSubmit?f.requestSubmit():f.submit()})}}
function release(){if(!on)return;on=false;removeEventListener("click",hold,true);removeEventListener("submit",hold,true);
var q=held;held=[];for(var i=0;i<q.length;i++){try{q[i]()}catch(x){}}}
addEventListener("click",hold,true);addEventListener("submit",hold,true);
new MutationObserver(function(){if(h.hasAttribute("data-hydrated"))release()}).observe(h,{attributes:true,attributeFilter:["data-hydrated"]});
setTimeout(release,${releaseAfterMs});
})();`;
}
