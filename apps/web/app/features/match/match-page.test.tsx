// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/use-translation.tsx';
import { sampleDetail } from '../../../test/sample-matches.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

vi.mock('../../lib/api/contract-call.ts', () => ({ callApi: () => new Promise(() => undefined) }));

// Issue 14: the chat's code (and the schemas it brings) is not in the match page's first load.
// The chat module is held until the test lets it come, to show what a fan sees meanwhile.
let chatAsked = 0;
let letChatCome: () => void = () => undefined;
const chatHeld = new Promise<void>((resolve) => (letChatCome = resolve));
vi.mock('../chat/chat-panel.tsx', async () => {
  chatAsked += 1;
  await chatHeld;
  return {
    ChatPanel: ({ kind, id }: { kind: string; id: number }) => (
      <section data-testid="chat-panel" data-room={`${kind}:${id}`} />
    ),
  };
});
const { MatchPage } = await import('./match-page.tsx');

describe("the match page's chat tab", () => {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const tab = () => container.querySelector('[data-testid="match-tab-chat"]') as HTMLButtonElement;
  afterEach(() => act(() => root.render(null)));

  it('loads the chat only when a fan comes to its tab, showing the chat box loading meanwhile', async () => {
    const match = sampleDetail();
    act(() =>
      root.render(
        <MemoryRouter>
          <I18nProvider lang="en">
            <MatchPage
              match={match}
              stats={null}
              h2h={null}
              lineups={null}
              drawnAt={Date.parse('2026-03-14T12:00:00Z')}
              lang="en"
              timeZone="UTC"
              today="2026-03-14"
            />
          </I18nProvider>
        </MemoryRouter>,
      ),
    );
    expect(container.querySelector('[data-testid="match-tabs"]')).not.toBeNull();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(chatAsked).toBe(0);

    // A pointer over the tab starts the download, before the tap.
    act(() => tab().dispatchEvent(new PointerEvent('pointerover', { bubbles: true })));
    act(() => tab().dispatchEvent(new PointerEvent('pointerenter', { bubbles: false })));
    await act(async () => {
      await Promise.resolve();
    });
    expect(chatAsked).toBe(1);
    act(() => tab().click());
    expect(container.querySelector('[data-testid="chat-loading"] p')?.textContent).toBe('Loading the chat…');
    expect(container.querySelector('[data-testid="chat-panel"]')).toBeNull();

    letChatCome();
    await act(async () => {
      await chatHeld;
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(container.querySelector('[data-testid="chat-loading"]')).toBeNull();
    expect(container.querySelector('[data-testid="chat-panel"]')?.getAttribute('data-room')).toBe(`match:${match.id}`);
    expect(chatAsked).toBe(1);
  });
});
