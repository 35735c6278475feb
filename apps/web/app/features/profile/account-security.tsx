import type { User } from '@placar/contract/account-entities';
import { logout } from '@placar/contract/calls/user';
import { Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { FormMessage } from '../../components/forms/form-status.tsx';
import { callApi } from '../../lib/api/contract-call.ts';
import { clearSession } from '../../lib/session/session.ts';
import { onDemand, preloadOnApproach } from '../../lib/boot/patient-import.ts';
import { SettingsSection } from '../../components/ui/settings-section.tsx';
import { turnPushOff } from '../../lib/pwa/push-subscription.ts';

type Open = 'email' | 'password' | null;

/**
 * The e-mail and password forms load when their button is approached (a pointer over it, a
 * press, focus) or tapped: they check with the contract's schemas, and zod stays out of /me's
 * first load (issue 14). Their row shows the form once it is here, in a moment.
 */
const { Component: ChangeEmailForm, preload: loadEmail } = onDemand(
  () => import('./change-email-form.tsx'),
  'ChangeEmailForm',
);
const { Component: ChangePasswordForm, preload: loadPassword } = onDemand(
  () => import('./change-password-form.tsx'),
  'ChangePasswordForm',
);

/** E-mail and password changes behind their buttons, and logout. */
export function AccountSecurity({ user }: { user: User }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  const [done, setDone] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const toggle = (which: Exclude<Open, null>) => {
    setDone(null);
    setOpen((current) => (current === which ? null : which));
  };
  const logOut = async () => {
    setLeaving(true);
    try {
      // This browser stops getting the account's alerts (a shared computer): while the session still signs the call.
      await turnPushOff().catch(() => undefined);
      await callApi(logout, {});
    } catch {
      // Logged out here whatever the server answered; the session ends by itself there.
    } finally {
      clearSession();
    }
  };
  const rowButton =
    'shrink-0 whitespace-nowrap rounded-full border border-ink-600 px-4 py-1.5 text-sm font-semibold text-white hover:border-slate-400';

  return (
    <SettingsSection title={t('profile.security')} testId="me-security">
      <div className="flex flex-col gap-4">
        {done ? (
          <FormMessage tone="success" testId="me-security-done">
            {done}
          </FormMessage>
        ) : null}
        <div className="flex items-center justify-between gap-3">
          <p className="min-w-0 truncate text-slate-300">{user.email}</p>
          <button
            type="button"
            className={rowButton}
            aria-expanded={open === 'email'}
            onClick={() => toggle('email')}
            {...preloadOnApproach(loadEmail)}
            data-testid="me-change-email-open"
          >
            {open === 'email' ? t('profile.cancel') : t('profile.changeEmail')}
          </button>
        </div>
        {open === 'email' ? (
          <Suspense fallback={null}>
            <ChangeEmailForm
              hasPassword={user.hasPassword}
              onDone={(email) => {
                setOpen(null);
                setDone(t('profile.emailChanged', { email }));
              }}
            />
          </Suspense>
        ) : null}
        <div className="flex items-center justify-between gap-3 border-t border-ink-800 pt-4">
          <p className="text-slate-300">{t('auth.fields.password')}</p>
          <button
            type="button"
            className={rowButton}
            aria-expanded={open === 'password'}
            onClick={() => toggle('password')}
            {...preloadOnApproach(loadPassword)}
            data-testid="me-change-password-open"
          >
            {open === 'password'
              ? t('profile.cancel')
              : user.hasPassword
                ? t('profile.changePassword')
                : t('profile.setPassword')}
          </button>
        </div>
        {open === 'password' ? (
          <Suspense fallback={null}>
            <ChangePasswordForm
              hasPassword={user.hasPassword}
              onDone={() => {
                setOpen(null);
                setDone(t('profile.passwordChanged'));
              }}
            />
          </Suspense>
        ) : null}
        <button
          type="button"
          onClick={() => void logOut()}
          disabled={leaving}
          data-testid="me-logout"
          className="mt-2 rounded-full border border-red-500/40 px-5 py-2.5 font-semibold text-red-300 transition hover:bg-red-500/10 disabled:opacity-60"
        >
          {leaving ? t('profile.loggingOut') : t('profile.logout')}
        </button>
      </div>
    </SettingsSection>
  );
}
