// @vitest-environment happy-dom
import type { User } from '@placar/contract/account-entities';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/use-translation.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

vi.mock('../../lib/api/contract-call.ts', () => ({ callApi: () => new Promise(() => undefined) }));

// Issue 14: the e-mail and password forms check with the contract's zod schemas, so they are not
// in /me's first load: each loads when its button is approached or tapped.
const asked: string[] = [];
vi.mock('./change-email-form.tsx', async (original) => {
  asked.push('email');
  return original();
});
vi.mock('./change-password-form.tsx', async (original) => {
  asked.push('password');
  return original();
});
const { AccountSecurity } = await import('./account-security.tsx');

const user: User = {
  id: 1,
  username: 'torcedor1',
  email: 'fan@example.com',
  nickname: 'Torcedor',
  avatar: null,
  chatColor: '#22c55e',
  language: 'en',
  role: 'viewer',
  notifyMatchStart: true,
  notifyHostLive: true,
  hasPassword: true,
  createdAt: '2026-11-01T10:00:00.000Z',
};

const shown = (id: string) => document.querySelector(`[data-testid="${id}"]`);
const settle = (id: string) =>
  act(async () => {
    for (let step = 0; step < 50 && !shown(id); step += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  });

describe("/me's e-mail and password forms", () => {
  it('load only when their button is approached or tapped, then show the form', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    act(() =>
      root.render(
        <MemoryRouter>
          <I18nProvider lang="en">
            <AccountSecurity user={user} />
          </I18nProvider>
        </MemoryRouter>,
      ),
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(asked).toEqual([]);
    const button = (id: string) => container.querySelector(`[data-testid="${id}"]`) as HTMLButtonElement;

    // A pointer over "Change password" starts its form's download, not the e-mail form's.
    act(() => button('me-change-password-open').dispatchEvent(new PointerEvent('pointerover', { bubbles: true })));
    await act(async () => {
      await Promise.resolve();
    });
    expect(asked).toEqual(['password']);

    // A tap on "Change e-mail" with no approach first loads that form and shows it.
    act(() => button('me-change-email-open').click());
    await settle('me-change-email-form');
    expect(asked).toEqual(['password', 'email']);
    expect(shown('me-change-email-form')).not.toBeNull();
    expect(shown('me-change-password-form')).toBeNull();
    act(() => root.render(null));
  });
});
