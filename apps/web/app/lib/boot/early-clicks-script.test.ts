// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { earlyClicksScript } from './early-clicks-script.ts';

/** A page whose head script ran; `hydrate` plays React's part: handlers on, then <html data-hydrated>. */
function page() {
  document.documentElement.removeAttribute('data-hydrated');
  document.body.innerHTML =
    '<form><input id="name"><button id="send" type="submit">Send</button></form><button id="follow" type="button"><span id="label">Follow</span></button><a id="link" href="#there">Go</a>';
  const happened: string[] = [];
  let nativeSubmits = 0;
  document.querySelector('form')!.addEventListener('submit', (event) => {
    event.preventDefault();
    nativeSubmits += 1;
  });
  new Function(earlyClicksScript(60_000))();
  const hydrate = async () => {
    document.querySelector('#follow')!.addEventListener('click', () => happened.push('follow'));
    document.querySelector('form')!.addEventListener('submit', () => happened.push('submit'));
    document.documentElement.setAttribute('data-hydrated', 'true');
    // The MutationObserver's callback is a microtask.
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return {
    happened,
    hydrate,
    submits: () => nativeSubmits,
    click: (id: string) => (document.querySelector(`#${id}`) as HTMLElement).click(),
  };
}

describe('taps before hydration', () => {
  it('are held, not lost: the button and the form act once React is there, in order', async () => {
    const { happened, hydrate, submits, click } = page();
    click('label');
    click('send');
    expect(happened).toEqual([]);
    expect(submits()).toBe(0);
    await hydrate();
    expect(happened).toEqual(['follow', 'submit']);
  });

  it('let links and clicks after hydration through at once', async () => {
    const { happened, hydrate, click } = page();
    let followed = false;
    document.querySelector('#link')!.addEventListener('click', () => (followed = true));
    click('link');
    expect(followed).toBe(true);
    await hydrate();
    click('follow');
    expect(happened).toEqual(['follow']);
  });
});
