import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LinkedText, textParts } from './linked-text.tsx';

describe('links in typed text', () => {
  it('makes http and https URLs links, leaving the sentence around them', () => {
    expect(textParts('Schedule: https://placar.example/agenda. Tickets at http://club.example/t?x=1, thanks')).toEqual([
      { kind: 'text', text: 'Schedule: ' },
      { kind: 'link', text: 'https://placar.example/agenda', href: 'https://placar.example/agenda' },
      { kind: 'text', text: '. Tickets at ' },
      { kind: 'link', text: 'http://club.example/t?x=1', href: 'http://club.example/t?x=1' },
      { kind: 'text', text: ', thanks' },
    ]);
  });

  it('never links another scheme', () => {
    for (const text of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox',
      'file:///etc/passwd',
      'JaVaScRiPt:alert(1) https//x',
    ]) {
      expect(
        textParts(text).every((part) => part.kind === 'text'),
        text,
      ).toBe(true);
    }
  });

  it('opens links in a new tab that cannot reach back to the page', () => {
    const html = renderToStaticMarkup(<LinkedText text={'Go to https://x.example/"onmouseover="alert(1)'} />);
    expect(html).toContain('<a href="https://x.example/" target="_blank" rel="noopener noreferrer nofollow ugc"');
    expect(html).not.toContain('onmouseover="alert');
  });
});
