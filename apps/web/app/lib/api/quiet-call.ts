import type { CallData, CallDef } from '@placar/contract/call';
import { Code } from '@placar/contract/codes';
import { commonHeaders } from './api-client.ts';
import type { CallInput } from './contract-call.ts';
import { publicConfig } from '../page/public-config.ts';

/**
 * A background call with every header of requirement request-headers but no toast, dialog or token refresh: null when it
 * fails for any reason. For what the shell does on its own (counts, settings, analytics).
 */
export async function quietCall<C extends CallDef>(call: C, input: CallInput<C>): Promise<CallData<C> | null> {
  const base = publicConfig().apiBase.replace(/\/$/, '');
  const search =
    call.method === 'GET'
      ? new URLSearchParams(
          Object.entries((input ?? {}) as Record<string, unknown>).map(([key, value]) => [key, String(value)]),
        ).toString()
      : '';
  try {
    const response = await fetch(`${base}${call.path}${search ? `?${search}` : ''}`, {
      method: call.method,
      headers: await commonHeaders(call.path, input),
      ...(call.method === 'GET' ? {} : { body: JSON.stringify(input ?? {}) }),
    });
    const answer = (await response.json()) as { code?: number; data?: unknown };
    return answer.code === Code.ok ? (answer.data as CallData<C>) : null;
  } catch {
    return null;
  }
}
