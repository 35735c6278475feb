import type { CallBody, CallData, CallDef, CallQuery } from '@placar/contract/call';
import type { ApiClient, CallOptions } from './api-client.ts';
import { loadApi } from './load-api.ts';

/** The input of a call: its query for GET, its body otherwise. */
export type CallInput<C> = CallQuery<C> extends undefined ? CallBody<C> : CallQuery<C>;

type Params = Parameters<ApiClient['get']>[1];

/** A contract call from the browser through the app's API client (all SPEC headers). */
export async function callApi<C extends CallDef>(call: C, input: CallInput<C>, options?: CallOptions, client?: ApiClient): Promise<CallData<C>> {
  const via = client ?? (await loadApi()).api;
  if (call.method === 'GET') return via.get<CallData<C>>(call.path, input as Params, options);
  return via.post<CallData<C>>(call.path, input ?? {}, options);
}
