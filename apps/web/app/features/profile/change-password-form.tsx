import { changePassword } from '@placar/contract/calls/user';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { FormMessage, SubmitButton } from '../../components/forms/form-status.tsx';
import { NewPasswordFields } from '../../components/forms/new-password-fields.tsx';
import { TextField } from '../../components/forms/text-field.tsx';
import { useSubmit } from '../../components/forms/use-submit.ts';
import { callApi } from '../../lib/api/contract-call.ts';
import { type FieldErrors, fieldErrors, hasErrors } from '../../lib/api/form-errors.ts';
import { startSession } from '../../lib/session/session.ts';
import { changePasswordBody } from '../../lib/api/call-schemas.ts';

/** Old password (when the account has one), the new one twice; this session gets the new tokens. */
export function ChangePasswordForm({ hasPassword, onDone }: { hasPassword: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [repeatPassword, setRepeatPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const {
    busy,
    error,
    fieldErrors: serverErrors,
    run,
  } = useSubmit({
    oldPassword: t('auth.fields.oldPassword'),
    password: t('auth.fields.newPassword'),
    repeatPassword: t('auth.fields.repeatPassword'),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors(
      changePasswordBody,
      { ...(hasPassword ? { oldPassword } : {}), password, repeatPassword },
      t,
    );
    if (hasPassword && !oldPassword) found.oldPassword = t('auth.rules.passwordRequired');
    setErrors(found);
    if (hasErrors(found)) return;
    void run(async () => {
      const session = await callApi(changePassword, {
        ...(hasPassword ? { oldPassword } : {}),
        password,
        repeatPassword,
      });
      startSession(session.user, session.tokens);
      onDone();
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" data-testid="me-change-password-form">
      {error ? (
        <FormMessage tone="error" testId="me-password-error">
          {error}
        </FormMessage>
      ) : null}
      {hasPassword ? (
        <TextField
          label={t('auth.fields.oldPassword')}
          type="password"
          value={oldPassword}
          onValue={setOldPassword}
          error={errors.oldPassword ?? serverErrors.oldPassword}
          testId="me-old-password"
          autoComplete="current-password"
        />
      ) : null}
      <NewPasswordFields
        label={t('auth.fields.newPassword')}
        password={password}
        onPassword={setPassword}
        repeat={repeatPassword}
        onRepeat={setRepeatPassword}
        errors={{ ...serverErrors, ...errors }}
        passwordTestId="me-new-password"
        repeatTestId="me-repeat-password"
      />
      <SubmitButton busy={busy} className="self-start" data-testid="me-password-submit">
        {hasPassword ? t('profile.changePassword') : t('profile.setPassword')}
      </SubmitButton>
    </form>
  );
}
