import type { User } from '@placar/contract/account-entities';
import { login } from '@placar/contract/calls/user';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { FormMessage, SubmitButton } from '../../components/forms/form-status.tsx';
import { TextField } from '../../components/forms/text-field.tsx';
import { useSubmit } from '../../components/forms/use-submit.ts';
import { callApi } from '../../lib/api/contract-call.ts';
import { type FieldErrors, fieldErrors, hasErrors } from '../../lib/api/form-errors.ts';
import { accountPagePath } from '../../lib/page/redirect-target.ts';
import { useLang } from '../../lib/page/use-lang.ts';
import { afterLoginPath, finishLogin } from './finish-login.ts';
import { GoogleButton } from './google-button.tsx';
import { loginRules } from './login-rules.ts';
import { completeGooglePopup } from './google-sign-in.ts';
import type { ResetDoneState } from './reset-password-form.tsx';
import { useHydrated } from '../../state/app-store.ts';

/** Log in by e-mail or username and password, or with Google. */
export function LoginForm() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const redirect = search.get('redirect');
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const {
    busy,
    error,
    fieldErrors: serverErrors,
    run,
  } = useSubmit({ account: t('auth.fields.account'), password: t('auth.fields.password') });
  const [popup, setPopup] = useState(false);
  // History state survives a reload and the server never sees it: read once the app has hydrated, or the
  // first render would differ from the server's page and React would redraw it, dropping what was typed.
  const hydrated = useHydrated();
  const cameFromReset = (useLocation().state as ResetDoneState | null)?.passwordReset === true;
  const passwordWasReset = hydrated && cameFromReset;

  // Opened as the Google popup: hand the answer to the opener and close.
  useEffect(() => {
    if (completeGooglePopup()) setPopup(true);
  }, []);

  const done = (user: User) => {
    finishLogin(user);
    void navigate(afterLoginPath(lang, redirect), { replace: true });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors(loginRules, { account, password }, t);
    setErrors(found);
    if (hasErrors(found)) return;
    void run(async () => {
      const session = await callApi(login, { account: account.trim(), password });
      finishLogin(session.user, session.tokens);
      void navigate(afterLoginPath(lang, redirect), { replace: true });
    });
  };

  if (popup)
    return (
      <FormMessage tone="info" testId="google-completing">
        {t('auth.googleCompleting')}
      </FormMessage>
    );

  return (
    <div className="flex flex-col gap-5">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="login-form">
        {passwordWasReset && !error ? (
          <FormMessage tone="success" testId="login-reset-done">
            {t('auth.reset.done')}
          </FormMessage>
        ) : null}
        {error ? (
          <FormMessage tone="error" testId="login-error">
            {error}
          </FormMessage>
        ) : null}
        <TextField
          label={t('auth.fields.account')}
          value={account}
          onValue={setAccount}
          error={errors.account ?? serverErrors.account}
          testId="login-account"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        <div className="flex flex-col gap-1.5">
          <TextField
            label={t('auth.fields.password')}
            type="password"
            value={password}
            onValue={setPassword}
            error={errors.password ?? serverErrors.password}
            testId="login-password"
            autoComplete="current-password"
            required
          />
          <Link
            to={accountPagePath(lang, 'resetpassword', redirect)}
            className="self-end text-sm font-semibold text-slate-400 hover:text-white"
            data-testid="link-forgot"
          >
            {t('pages.login.forgot')}
          </Link>
        </div>
        <SubmitButton busy={busy} busyLabel={t('auth.login.busy')} data-testid="login-submit">
          {t('auth.login.submit')}
        </SubmitButton>
      </form>
      <GoogleButton onUser={done} />
    </div>
  );
}
