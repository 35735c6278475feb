import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useCountdown } from './use-countdown.ts';

interface ResendCodeProps {
  resendAt: number;
  onResend: () => Promise<void>;
  onOtherEmail?: () => void;
  testId: string;
}

/** "New code in N s", then a button to send another; and a way back to change the e-mail. */
export function ResendCode({ resendAt, onResend, onOtherEmail, testId }: ResendCodeProps) {
  const { t } = useTranslation();
  const seconds = useCountdown(resendAt);
  const [sending, setSending] = useState(false);
  const resend = async () => {
    setSending(true);
    try {
      await onResend();
    } catch {
      // The form shows the server's answer; the button simply becomes usable again.
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <button
        type="button"
        onClick={() => void resend()}
        disabled={seconds > 0 || sending}
        data-testid={testId}
        data-seconds={seconds}
        className="font-semibold text-pitch-400 tabular-nums hover:text-pitch-50 disabled:cursor-default disabled:text-slate-500"
      >
        {sending ? t('auth.code.sending') : seconds > 0 ? t('auth.code.resendIn', { seconds }) : t('auth.code.resend')}
      </button>
      {onOtherEmail ? (
        <button
          type="button"
          onClick={onOtherEmail}
          className="text-slate-400 hover:text-white"
          data-testid={`${testId}-other-email`}
        >
          {t('auth.code.otherEmail')}
        </button>
      ) : null}
    </div>
  );
}
