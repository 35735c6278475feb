import { emailVerifyCode, type OTP_PURPOSES } from '@placar/contract/calls/user';
import { useCallback, useState } from 'react';
import { callApi } from './contract-call.ts';

/** POST /user/emailVerifyCode for one purpose: where the code went and when another may be asked. */
export function useEmailCode(purpose: (typeof OTP_PURPOSES)[number]) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState(0);
  const send = useCallback(
    async (email: string) => {
      const data = await callApi(emailVerifyCode, { email, purpose });
      setSentTo(email);
      setResendAt(Date.now() + data.resendAfter * 1000);
    },
    [purpose],
  );
  const forget = useCallback(() => setSentTo(null), []);
  return { sentTo, resendAt, send, forget };
}
