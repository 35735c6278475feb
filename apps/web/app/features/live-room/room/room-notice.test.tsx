import { MARQUEE_DURATION_S } from '@placar/contract/constants';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nProvider } from '../../../i18n/use-translation.tsx';
import { describe, expect, it } from 'vitest';
import { noticeLine, RoomNotice } from './room-notice.tsx';

const render = (lang: 'en' | 'br', notice: string) =>
  renderToStaticMarkup(
    <I18nProvider lang={lang}>
      <RoomNotice notice={notice} />
    </I18nProvider>,
  );

describe("a live room's notice", () => {
  it('scrolls as a marquee of 20 s, its lines joined on one line', () => {
    const html = render('en', 'No spoilers in the chat\n\n  Next live: Sunday 16h  ');
    expect(MARQUEE_DURATION_S).toBe(20);
    expect(html).toContain('role="marquee"');
    expect(html).toContain('aria-label="Notice"');
    expect(html).toContain('data-duration="20"');
    expect(html).toContain('--marquee-duration:20s');
    expect(html).toContain('No spoilers in the chat · Next live: Sunday 16h');
  });

  it('stands still and wraps for a visitor who asked for reduced motion', () => {
    const html = render('en', 'Rules');
    expect(html).toMatch(/class="[^"]*motion-reduce:animate-none[^"]*"/);
    // The copy that makes the loop seamless is hidden then, and never read aloud.
    expect(html).toMatch(/<span aria-hidden="true" class="[^"]*motion-reduce:hidden[^"]*">Rules<\/span>/);
  });

  it('is labelled in Portuguese in br, and shows nothing for a blank notice', () => {
    expect(render('br', 'Sem spoilers')).toContain('aria-label="Aviso"');
    expect(render('en', ' \n \n')).toBe('');
    expect(noticeLine('one\r\ntwo')).toBe('one · two');
  });
});
