import { otpCodeSchema, usernameSchema, withRepeat } from '@placar/contract/account-rules';
import { register } from '@placar/contract/calls/user';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useNavigate, useSearchParams } from 'react-router';
import { FormMessage, SubmitButton } from '../../components/forms/form-status.tsx';
import { NewPasswordFields } from '../../components/forms/new-password-fields.tsx';
import { TextField } from '../../components/forms/text-field.tsx';
import { useSubmit } from '../../components/forms/use-submit.ts';
import { callApi } from '../../lib/api/contract-call.ts';
import { type FieldErrors, fieldErrors, hasErrors } from '../../lib/api/form-errors.ts';
import { useEmailCode } from '../../lib/api/use-email-code.ts';
import { useLang } from '../../lib/page/use-lang.ts';
import { CodeFields, EmailStep } from './email-code-fields.tsx';
import { afterLoginPath, finishLogin } from './finish-login.ts';
import { emailVerifyCodeBody } from '../../lib/api/call-schemas.ts';

const stepTwoSchema = withRepeat({ code: otpCodeSchema, username: usernameSchema });

/** Step 1: the e-mail gets a code. Step 2: code, username and password create the account. */
export function RegisterForm() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const emailCode = useEmailCode('register');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [repeatPassword, setRepeatPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const {
    busy,
    error,
    fieldErrors: serverErrors,
    setError,
    run,
  } = useSubmit({
    email: t('auth.fields.email'),
    code: t('auth.fields.code'),
    username: t('auth.fields.username'),
    password: t('auth.fields.password'),
    repeatPassword: t('auth.fields.repeatPassword'),
  });
  const step = emailCode.sentTo ? 2 : 1;

  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors(emailVerifyCodeBody, { email, purpose: 'register' }, t);
    setErrors(found);
    if (hasErrors(found)) return;
    void run(() => emailCode.send(email.trim()));
  };

  const create = (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors(stepTwoSchema, { code, username, password, repeatPassword }, t);
    setErrors(found);
    if (hasErrors(found)) return;
    void run(async () => {
      const session = await callApi(register, {
        email: emailCode.sentTo ?? email,
        code,
        username,
        password,
        language: lang,
      });
      finishLogin(session.user, session.tokens);
      void navigate(afterLoginPath(lang, search.get('redirect')), { replace: true });
    });
  };

  return (
    <div className="flex flex-col gap-4" data-testid="register-form" data-step={step}>
      <ol aria-label={t('auth.register.step', { step })} className="grid grid-cols-2 gap-2">
        {[1, 2].map((value) => (
          <li
            key={value}
            aria-current={value === step ? 'step' : undefined}
            className={`h-1 rounded-full ${value <= step ? 'bg-pitch-500' : 'bg-ink-700'}`}
          />
        ))}
      </ol>
      <p className="text-xs font-semibold tracking-wider text-slate-400 uppercase">
        {t('auth.register.step', { step })}
      </p>
      {error ? (
        <FormMessage tone="error" testId="register-error">
          {error}
        </FormMessage>
      ) : null}
      {step === 1 ? (
        <EmailStep
          prefix="register"
          email={email}
          onEmail={setEmail}
          errors={{ ...serverErrors, ...errors }}
          busy={busy}
          onSubmit={sendCode}
          submitLabel={t('auth.register.sendCode')}
        />
      ) : (
        <form onSubmit={create} noValidate className="flex flex-col gap-4">
          <CodeFields
            prefix="register"
            sentText={t('auth.register.codeSent', { email: emailCode.sentTo })}
            code={code}
            onCode={setCode}
            errors={{ ...serverErrors, ...errors }}
            email={email}
            emailCode={emailCode}
            onError={setError}
            onClearErrors={() => setErrors({})}
          />
          <TextField
            label={t('auth.fields.username')}
            value={username}
            onValue={setUsername}
            error={errors.username ?? serverErrors.username}
            hint={t('auth.hints.username')}
            testId="register-username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
          />
          <NewPasswordFields
            label={t('auth.fields.password')}
            password={password}
            onPassword={setPassword}
            repeat={repeatPassword}
            onRepeat={setRepeatPassword}
            errors={{ ...serverErrors, ...errors }}
            passwordTestId="register-password"
            repeatTestId="register-repeat"
            required
          />
          <SubmitButton busy={busy} busyLabel={t('auth.register.busy')} data-testid="register-submit">
            {t('auth.register.submit')}
          </SubmitButton>
        </form>
      )}
    </div>
  );
}
