import type { CallBody, CallData, CallDef, CallQuery } from '@placar/contract/call';
import { api, type ApiClient, type CallOptions } from './api-client.ts';

/** The input of a call: its query for GET, its body otherwise. */
export type CallInput<C> = CallQuery<C> extends undefined ? CallBody<C> : CallQuery<C>;

type Params = Parameters<ApiClient['get']>[1];

/** A contract call from the browser through the app's API client (all headers of requirement request-headers). */
export function callApi<C extends CallDef>(
  call: C,
  input: CallInput<C>,
  options?: CallOptions,
  client: ApiClient = api,
): Promise<CallData<C>> {
  if (call.method === 'GET') return client.get<CallData<C>>(call.path, input as Params, options);
  return client.post<CallData<C>>(call.path, input ?? {}, options);
}
