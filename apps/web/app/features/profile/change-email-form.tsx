import { changeMail } from '@placar/contract/calls/user';
import { otpCodeSchema } from '@placar/contract/account-rules';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { FormMessage, SubmitButton } from '../../components/forms/form-status.tsx';
import { ResendCode } from '../../components/forms/resend-code.tsx';
import { TextField } from '../../components/forms/text-field.tsx';
import { useSubmit } from '../../components/forms/use-submit.ts';
import { callApi } from '../../lib/api/contract-call.ts';
import { type FieldErrors, fieldErrors, hasErrors } from '../../lib/api/form-errors.ts';
import { updateSessionUser } from '../../lib/session/session.ts';
import { useEmailCode } from '../../lib/api/use-email-code.ts';
import { emailVerifyCodeBody } from '../../lib/api/call-schemas.ts';

/**
 * The new address gets a code (purpose changeMail); the code and the current password confirm
 * the change. An account without a password (Google) needs a recent sign-in instead.
 */
export function ChangeEmailForm({ hasPassword, onDone }: { hasPassword: boolean; onDone: (email: string) => void }) {
  const { t } = useTranslation();
  const emailCode = useEmailCode('changeMail');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const {
    busy,
    error,
    fieldErrors: serverErrors,
    setError,
    run,
  } = useSubmit({ email: t('profile.newEmail'), code: t('auth.fields.code'), password: t('auth.fields.oldPassword') });

  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors(emailVerifyCodeBody, { email, purpose: 'changeMail' }, t);
    setErrors(found);
    if (!hasErrors(found)) void run(() => emailCode.send(email.trim()));
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    const codeError = otpCodeSchema.safeParse(code).success ? undefined : t('auth.rules.code');
    const passwordError = hasPassword && password === '' ? t('auth.rules.passwordRequired') : undefined;
    setErrors({ code: codeError, password: passwordError });
    if (codeError || passwordError) return;
    void run(async () => {
      const { user } = await callApi(changeMail, {
        email: emailCode.sentTo ?? email,
        code,
        ...(hasPassword ? { password } : {}),
      });
      updateSessionUser(user);
      onDone(user.email);
    });
  };

  return (
    <div className="flex flex-col gap-3" data-testid="me-change-email-form">
      {error ? (
        <FormMessage tone="error" testId="me-email-error">
          {error}
        </FormMessage>
      ) : null}
      {!emailCode.sentTo ? (
        <form onSubmit={sendCode} noValidate className="flex flex-col gap-3">
          <TextField
            label={t('profile.newEmail')}
            type="email"
            value={email}
            onValue={setEmail}
            error={errors.email ?? serverErrors.email}
            testId="me-new-email"
            autoComplete="email"
          />
          <SubmitButton
            busy={busy}
            busyLabel={t('auth.code.sending')}
            className="self-start"
            data-testid="me-email-send-code"
          >
            {t('auth.register.sendCode')}
          </SubmitButton>
        </form>
      ) : (
        <form onSubmit={confirm} noValidate className="flex flex-col gap-3">
          <FormMessage tone="info" testId="me-email-code-sent">
            {t('profile.emailCodeSent', { email: emailCode.sentTo })}
          </FormMessage>
          <TextField
            label={t('auth.fields.code')}
            value={code}
            onValue={(value) => setCode(value.replace(/\D/g, '').slice(0, 6))}
            error={errors.code ?? serverErrors.code}
            testId="me-email-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
          />
          <ResendCode
            resendAt={emailCode.resendAt}
            onResend={() =>
              emailCode.send(emailCode.sentTo ?? email).catch((failure: Error) => setError(failure.message))
            }
            onOtherEmail={emailCode.forget}
            testId="me-email-resend"
          />
          {hasPassword ? (
            <TextField
              label={t('auth.fields.oldPassword')}
              type="password"
              value={password}
              onValue={setPassword}
              error={errors.password ?? serverErrors.password}
              testId="me-email-password"
              autoComplete="current-password"
            />
          ) : (
            <FormMessage tone="info" testId="me-email-google-note">
              {t('profile.emailGoogleNote')}
            </FormMessage>
          )}
          <SubmitButton busy={busy} className="self-start" data-testid="me-email-submit">
            {t('profile.changeEmail')}
          </SubmitButton>
        </form>
      )}
    </div>
  );
}
