import type { User } from '@placar/contract/account-entities';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { FormMessage, SubmitButton } from '../../components/forms/form-status.tsx';
import { TextField } from '../../components/forms/text-field.tsx';
import { useSubmit } from '../../components/forms/use-submit.ts';
import { publicConfig } from '../../lib/page/public-config.ts';
import { useLang } from '../../lib/page/use-lang.ts';
import { type GoogleLink, signInWithGoogle } from './google-sign-in.ts';

const GoogleMark = () => (
  <svg viewBox="0 0 48 48" className="size-5" aria-hidden>
    <path
      fill="#FFC107"
      d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3 0 5.8 1.1 7.9 3l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
    />
    <path
      fill="#FF3D00"
      d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3 0 5.8 1.1 7.9 3l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
    />
    <path
      fill="#4CAF50"
      d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
    />
    <path
      fill="#1976D2"
      d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
    />
  </svg>
);

/** "Continue with Google", shown only when a Google client id is configured. */
export function GoogleButton({ onUser }: { onUser: (user: User) => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [waiting, setWaiting] = useState(false);
  const [failed, setFailed] = useState(false);
  const [link, setLink] = useState<GoogleLink | null>(null);
  if (!publicConfig().googleClientId) return null;

  const start = async () => {
    setWaiting(true);
    setFailed(false);
    setLink(null);
    let linking = false;
    const user = await signInWithGoogle({
      lang,
      onLink: (found) => {
        linking = true;
        setLink(found);
      },
    });
    setWaiting(false);
    if (user) onUser(user);
    else if (!linking) setFailed(true);
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3 text-xs font-semibold tracking-wider text-slate-400 uppercase">
        <span className="h-px flex-1 bg-ink-700" />
        {t('auth.or')}
        <span className="h-px flex-1 bg-ink-700" />
      </div>
      <button
        type="button"
        onClick={() => void start()}
        data-testid="google-signin"
        aria-busy={waiting || undefined}
        className="flex items-center justify-center gap-3 rounded-full border border-ink-600 bg-white px-5 py-2.5 font-semibold text-ink-950 transition hover:bg-slate-100"
      >
        <GoogleMark />
        {waiting ? t('auth.googleWaiting') : t('auth.google')}
      </button>
      {failed ? (
        <FormMessage tone="error" testId="google-error">
          {t('auth.googleFailed')}
        </FormMessage>
      ) : null}
      {link ? <GoogleLinkForm link={link} onUser={onUser} /> : null}
    </div>
  );
}

/** The e-mail of the Google account already has a Placar account: its password links the two. */
function GoogleLinkForm({ link, onUser }: { link: GoogleLink; onUser: (user: User) => void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  // The server's "password: is wrong" reads "Password is wrong." in the page's language.
  const { busy, error, fieldErrors, run } = useSubmit({ password: t('auth.fields.password') });
  const shown = error ?? fieldErrors.password;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password === '') return;
    void run(async () => onUser(await link.confirm(password)));
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-3 rounded-2xl border border-ink-700 bg-ink-900/60 p-4"
      data-testid="google-link-form"
    >
      <FormMessage tone="info" testId="google-link-message">
        {link.message}
      </FormMessage>
      {shown ? (
        <FormMessage tone="error" testId="google-link-error">
          {shown}
        </FormMessage>
      ) : null}
      <TextField
        label={t('auth.fields.password')}
        type="password"
        value={password}
        onValue={setPassword}
        testId="google-link-password"
        autoComplete="current-password"
      />
      <SubmitButton busy={busy} className="self-start" data-testid="google-link-submit">
        {t('auth.googleLink')}
      </SubmitButton>
    </form>
  );
}
