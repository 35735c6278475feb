// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../../i18n/use-translation.tsx';
import { appStore, type UserInfo } from '../../../state/app-store.ts';
import { FollowButton } from './follow-button.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const HOST_ID = 41;
const fan = { id: 7, username: 'fan7', nickname: 'Fan', avatar: '' } as unknown as UserInfo;

// What the browser shows (a client render: the store's state, not the server's first snapshot).
function render(): string {
  const Stub = createRoutesStub([
    {
      path: '/:lang/host/liveUserRoom/:id',
      Component: () => <FollowButton hostId={HOST_ID} following={false} onChange={() => {}} />,
    },
  ]);
  const container = document.createElement('div');
  const root = createRoot(container);
  act(() =>
    root.render(
      <I18nProvider lang="en">
        <Stub initialEntries={['/en/host/liveUserRoom/3']} />
      </I18nProvider>,
    ),
  );
  const html = container.innerHTML;
  act(() => root.unmount());
  return html;
}

describe("a live room's follow button", () => {
  afterEach(() => appStore.setState({ hydrated: false, userInfo: null }));

  it('is a button for a signed-in fan whose tab has no access token yet (it comes from the refresh cookie)', () => {
    // The store keeps the user, never the token: a click right after hydration must follow, not open the login page.
    appStore.setState({ hydrated: true, userInfo: fan });
    const html = render();
    expect(html).toMatch(/<button[^>]*data-testid="follow-button"[^>]*data-following="false"/);
    expect(html).not.toContain('/en/login');
  });

  it('sends a visitor to log in and back to the room', () => {
    appStore.setState({ hydrated: true, userInfo: null });
    const html = render();
    expect(html).toMatch(/<a[^>]*data-testid="follow-button"[^>]*href="\/en\/login\?redirect=/);
  });

  it("is hidden in the host's own room", () => {
    appStore.setState({ hydrated: true, userInfo: { ...fan, id: HOST_ID } as UserInfo });
    expect(render()).toBe('');
  });
});
