import { afterEach, describe, expect, it, vi } from 'vitest';
import { ZONE_RELOAD_KEY, zoneFirstScript } from './zone-first-script.ts';
import { runtimeMatches, zoneOffsets } from './zone-offsets.ts';

// The server's clock in the end-to-end suite: the window holds Europe's change of 2026-10-25.
const NOW = Date.parse('2026-11-21T16:20:00Z');

/** A Date whose local offsets are those of `zone` (found with Intl, as the server finds them). */
function dateIn(zone: string) {
  const table = zoneOffsets(zone, NOW)!;
  const offset = (at: number) => {
    let value = table.spans[0]![1];
    for (const [from, minutes] of table.spans) if (from <= at) value = minutes;
    return value;
  };
  return class {
    private readonly at: number;
    constructor(at: number) {
      this.at = at;
    }
    getTimezoneOffset() {
      return -offset(this.at);
    }
  };
}

interface Run {
  reloaded: boolean;
  stopped: boolean;
  hidden: boolean;
  askedIntl: boolean;
  cookie: string;
  stored: string | null;
}

/**
 * Runs the head script as a browser in `browserZone` would, on a page rendered in `renderedZone`;
 * every global it reads is handed to it, so nothing of this process's own zone leaks in.
 */
function run(
  renderedZone: string | null,
  browserZone: string,
  options: { stored?: string; cookiesRefused?: boolean; intlSays?: string } = {},
): Run {
  const result: Run = {
    reloaded: false,
    stopped: false,
    hidden: false,
    askedIntl: false,
    cookie: '',
    stored: options.stored ?? null,
  };
  const table = renderedZone ? zoneOffsets(renderedZone, NOW)! : undefined;
  const attributes: Record<string, string> = table
    ? { 'data-tz': table.zone, 'data-tz-offsets': JSON.stringify({ until: table.until, spans: table.spans }) }
    : {};
  const html = { getAttribute: (name: string) => attributes[name] ?? null, style: { visibility: '' } };
  const document = {
    documentElement: html,
    get cookie() {
      return result.cookie;
    },
    set cookie(value: string) {
      if (!options.cookiesRefused) result.cookie = value.split(';')[0]!;
    },
  };
  const window = { stop: () => (result.stopped = true) };
  const location = { href: 'http://placar.test/en', replace: () => (result.reloaded = true) };
  const sessionStorage = {
    getItem: (key: string) => (key === ZONE_RELOAD_KEY ? result.stored : null),
    setItem: (_key: string, value: string) => (result.stored = value),
  };
  const intl = {
    DateTimeFormat: () => {
      result.askedIntl = true;
      return { resolvedOptions: () => ({ timeZone: options.intlSays ?? browserZone }) };
    },
  };
  new Function('document', 'window', 'location', 'sessionStorage', 'Intl', 'Date', zoneFirstScript())(
    document,
    window,
    location,
    sessionStorage,
    intl,
    dateIn(browserZone),
  );
  result.hidden = html.style.visibility === 'hidden';
  return result;
}

describe('the head script that keeps a first visit from painting another zone (decision 0137)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('leaves a page rendered in the browser zone alone, without asking Intl', () => {
    for (const zone of ['UTC', 'Asia/Tokyo', 'America/Sao_Paulo', 'Europe/Berlin', 'Asia/Kolkata']) {
      expect(run(zone, zone)).toMatchObject({ reloaded: false, askedIntl: false, cookie: '' });
    }
    // A UTC-like zone over the whole window stands for UTC (decision 0097): Reykjavik has no summer time.
    expect(run('UTC', 'Atlantic/Reykjavik')).toMatchObject({ reloaded: false, askedIntl: false });
  });

  it('saves the browser zone and loads the page again before its body when the render used another', () => {
    expect(run('UTC', 'Asia/Tokyo')).toEqual({
      reloaded: true,
      stopped: true,
      hidden: true,
      askedIntl: true,
      cookie: 'tz=Asia%2FTokyo',
      stored: 'Asia/Tokyo',
    });
    // A fan who travelled: the cookie's zone is no longer the browser's.
    expect(run('America/Sao_Paulo', 'Europe/London')).toMatchObject({ reloaded: true, cookie: 'tz=Europe%2FLondon' });
    // London and UTC differ within the window (British summer time ended on 25 October).
    expect(run('UTC', 'Europe/London')).toMatchObject({ reloaded: true });
  });

  it('never loops: not twice for one zone in a tab, not when the cookie is refused, not when Intl names the rendered zone', () => {
    expect(run('UTC', 'Asia/Tokyo', { stored: 'Asia/Tokyo' })).toMatchObject({ reloaded: false, cookie: '' });
    expect(run('UTC', 'Asia/Tokyo', { cookiesRefused: true })).toMatchObject({
      reloaded: false,
      hidden: false,
      stopped: false,
    });
    // Offsets that disagree with the table (another ICU's data) but the same name: nothing to gain.
    expect(run('Europe/Berlin', 'America/New_York', { intlSays: 'Europe/Berlin' })).toMatchObject({
      askedIntl: true,
      reloaded: false,
      cookie: '',
    });
    // A zone with the same offsets as the render's over the window stands for it, Intl unasked.
    expect(run('Asia/Tokyo', 'Asia/Seoul')).toMatchObject({ askedIntl: false, reloaded: false });
  });

  it('does nothing on a page without a zone (the prerendered about pages)', () => {
    expect(run(null, 'Asia/Tokyo')).toMatchObject({ reloaded: false, askedIntl: false });
  });

  it("agrees with runtimeMatches on when the render zone is the browser's", () => {
    const zones = [
      'UTC',
      'Europe/London',
      'Atlantic/Reykjavik',
      'Asia/Tokyo',
      'Asia/Seoul',
      'America/Sao_Paulo',
      'America/St_Johns',
      'Australia/Sydney',
      'Asia/Kolkata',
    ];
    for (const rendered of zones) {
      for (const browser of zones) {
        vi.stubGlobal('Date', dateIn(browser));
        const matches = runtimeMatches(zoneOffsets(rendered, NOW)!);
        vi.unstubAllGlobals();
        expect(run(rendered, browser).askedIntl, `${rendered} rendered, ${browser} browser`).toBe(!matches);
      }
    }
  });
});
