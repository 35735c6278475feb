import { otpCodeSchema, withRepeat } from '@placar/contract/account-rules';
import { passwordReset } from '@placar/contract/calls/user';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useNavigate, useSearchParams } from 'react-router';
import { FormMessage, SubmitButton } from '../../components/forms/form-status.tsx';
import { NewPasswordFields } from '../../components/forms/new-password-fields.tsx';
import { useSubmit } from '../../components/forms/use-submit.ts';
import { callApi } from '../../lib/api/contract-call.ts';
import { type FieldErrors, fieldErrors, hasErrors } from '../../lib/api/form-errors.ts';
import { accountPagePath } from '../../lib/page/redirect-target.ts';
import { useEmailCode } from '../../lib/api/use-email-code.ts';
import { useLang } from '../../lib/page/use-lang.ts';
import { CodeFields, EmailStep } from './email-code-fields.tsx';
import { useMailChangeUndo } from './use-mail-change-undo.ts';
import { emailVerifyCodeBody } from '../../lib/api/call-schemas.ts';

const stepTwoSchema = withRepeat({ code: otpCodeSchema });

/** Location state the login page reads to say the password was changed. */
export interface ResetDoneState {
  passwordReset: true;
}

/** E-mail → code (purpose reset) → code and the new password twice → back to login. */
export function ResetPasswordForm() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const emailCode = useEmailCode('reset');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
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
    password: t('auth.fields.newPassword'),
    repeatPassword: t('auth.fields.repeatPassword'),
  });
  const step = emailCode.sentTo ? 2 : 1;
  // Opened from the notice of an e-mail change (?undo=...): the old address comes back first.
  const undo = useMailChangeUndo(search.get('undo'));
  useEffect(() => {
    if (undo.status === 'done') setEmail(undo.email);
  }, [undo]);

  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors(emailVerifyCodeBody, { email, purpose: 'reset' }, t);
    setErrors(found);
    if (hasErrors(found)) return;
    void run(() => emailCode.send(email.trim()));
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors(stepTwoSchema, { code, password, repeatPassword }, t);
    setErrors(found);
    if (hasErrors(found)) return;
    void run(async () => {
      await callApi(passwordReset, { email: emailCode.sentTo ?? email, code, password, repeatPassword });
      const state: ResetDoneState = { passwordReset: true };
      void navigate(accountPagePath(lang, 'login', search.get('redirect')), { replace: true, state });
    });
  };

  return (
    <div className="flex flex-col gap-4" data-testid="reset-form" data-step={step}>
      {undo.status === 'running' ? (
        <FormMessage tone="info" testId="reset-undoing">
          {t('auth.reset.undoing')}
        </FormMessage>
      ) : null}
      {undo.status === 'done' ? (
        <FormMessage tone="success" testId="reset-undone">
          {t('auth.reset.undone', { email: undo.email })}
        </FormMessage>
      ) : null}
      {undo.status === 'failed' ? (
        <FormMessage tone="error" testId="reset-undo-error">
          {undo.message}
        </FormMessage>
      ) : null}
      {error ? (
        <FormMessage tone="error" testId="reset-error">
          {error}
        </FormMessage>
      ) : null}
      {step === 1 ? (
        <EmailStep
          prefix="reset"
          email={email}
          onEmail={setEmail}
          errors={{ ...serverErrors, ...errors }}
          busy={busy}
          onSubmit={sendCode}
          submitLabel={t('auth.reset.sendCode')}
        />
      ) : (
        <form onSubmit={save} noValidate className="flex flex-col gap-4">
          <CodeFields
            prefix="reset"
            sentText={t('auth.reset.codeSent', { email: emailCode.sentTo })}
            code={code}
            onCode={setCode}
            errors={{ ...serverErrors, ...errors }}
            email={email}
            emailCode={emailCode}
            onError={setError}
            onClearErrors={() => setErrors({})}
          />
          <NewPasswordFields
            label={t('auth.fields.newPassword')}
            password={password}
            onPassword={setPassword}
            repeat={repeatPassword}
            onRepeat={setRepeatPassword}
            errors={{ ...serverErrors, ...errors }}
            passwordTestId="reset-password"
            repeatTestId="reset-repeat"
            required
          />
          <SubmitButton busy={busy} busyLabel={t('auth.reset.busy')} data-testid="reset-submit">
            {t('auth.reset.submit')}
          </SubmitButton>
        </form>
      )}
    </div>
  );
}
