import { useTranslation } from '../../i18n/use-translation.tsx';
import type { FieldErrors } from '../../lib/api/form-errors.ts';
import { TextField } from './text-field.tsx';

interface NewPasswordFieldsProps {
  label: string;
  password: string;
  onPassword: (value: string) => void;
  repeat: string;
  onRepeat: (value: string) => void;
  errors: FieldErrors;
  /** Test ids of the two inputs. */
  passwordTestId: string;
  repeatTestId: string;
  required?: boolean;
}

/** A new password typed twice (requirement account-rules), as the register, reset and profile forms ask it. */
export function NewPasswordFields({
  label,
  password,
  onPassword,
  repeat,
  onRepeat,
  errors,
  passwordTestId,
  repeatTestId,
  required,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={label}
        type="password"
        value={password}
        onValue={onPassword}
        error={errors.password}
        hint={t('auth.hints.password')}
        testId={passwordTestId}
        autoComplete="new-password"
        required={required}
      />
      <TextField
        label={t('auth.fields.repeatPassword')}
        type="password"
        value={repeat}
        onValue={onRepeat}
        error={errors.repeatPassword}
        testId={repeatTestId}
        autoComplete="new-password"
        required={required}
      />
    </>
  );
}
