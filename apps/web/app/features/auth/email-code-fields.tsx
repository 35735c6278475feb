import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { FormMessage, SubmitButton } from '../../components/forms/form-status.tsx';
import { ResendCode } from '../../components/forms/resend-code.tsx';
import { TextField } from '../../components/forms/text-field.tsx';
import type { FieldErrors } from '../../lib/api/form-errors.ts';
import type { useEmailCode } from '../../lib/api/use-email-code.ts';

interface EmailStepProps {
  /** The forms' test-id prefix: register, reset. */
  prefix: string;
  email: string;
  onEmail: (email: string) => void;
  errors: FieldErrors;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
}

/** Step 1 of the register and reset forms: the e-mail that gets a one-time code. */
export function EmailStep({ prefix, email, onEmail, errors, busy, onSubmit, submitLabel }: EmailStepProps) {
  const { t } = useTranslation();
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField
        label={t('auth.fields.email')}
        type="email"
        value={email}
        onValue={onEmail}
        error={errors.email}
        testId={`${prefix}-email`}
        autoComplete="email"
        required
      />
      <SubmitButton busy={busy} busyLabel={t('auth.code.sending')} data-testid={`${prefix}-send-code`}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}

interface CodeFieldsProps {
  prefix: string;
  sentText: ReactNode;
  code: string;
  onCode: (code: string) => void;
  errors: FieldErrors;
  email: string;
  emailCode: ReturnType<typeof useEmailCode>;
  /** Shows a failed resend; also cleared with the other errors when the e-mail changes. */
  onError: (message: string | null) => void;
  onClearErrors: () => void;
}

/** Step 2's first fields: where the code went, the code itself, and resending it. */
export function CodeFields({
  prefix,
  sentText,
  code,
  onCode,
  errors,
  email,
  emailCode,
  onError,
  onClearErrors,
}: CodeFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <FormMessage tone="info" testId={`${prefix}-code-sent`}>
        {sentText}
      </FormMessage>
      <TextField
        label={t('auth.fields.code')}
        value={code}
        onValue={(value) => onCode(value.replace(/\D/g, '').slice(0, 6))}
        error={errors.code}
        testId={`${prefix}-code`}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
      />
      <ResendCode
        resendAt={emailCode.resendAt}
        onResend={() => emailCode.send(emailCode.sentTo ?? email).catch((failure: Error) => onError(failure.message))}
        onOtherEmail={() => {
          emailCode.forget();
          onClearErrors();
          onError(null);
        }}
        testId={`${prefix}-resend`}
      />
    </>
  );
}
