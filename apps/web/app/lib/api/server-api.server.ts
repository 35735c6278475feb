import { Code } from '@placar/contract/codes';
import type { CallData, CallDef } from '@placar/contract/call';
import { CLIENTS_HEADER_VALUE } from '@placar/contract/constants';
import { Header } from '@placar/contract/headers';
import type { Language } from '@placar/contract/languages';
import type { CallInput } from './contract-call.ts';
import { loadPublicConfig } from '../page/public-config.server.ts';
import { notFound } from '../page/route-params.ts';
import { requestTimeZone } from '../time/time-zone.ts';

interface ServerCallContext {
  request: Request;
  lang: Language;
}

/** Where server renders call the API: INTERNAL_API_BASE (set by the server at listen), else the public base on this origin. */
function apiBase(request: Request): string {
  const internal = process.env.INTERNAL_API_BASE;
  if (internal) return internal.replace(/\/$/, '');
  return new URL(loadPublicConfig().apiBase, request.url).toString().replace(/\/$/, '');
}

function query(input: unknown): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((input ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

class ServerApiError extends Error {
  readonly code: number;
  constructor(path: string, code: number, msg: string) {
    super(`${path} answered ${code}: ${msg}`);
    this.code = code;
  }
}

/**
 * A contract call from a loader, in the page language and the user's zone (tz cookie).
 * A 4040001 answer becomes the 404 page; other failures the 500 page.
 */
export async function loadCall<C extends CallDef>(
  { request, lang }: ServerCallContext,
  call: C,
  input: CallInput<C>,
): Promise<CallData<C>> {
  const url = `${apiBase(request)}${call.path}${call.method === 'GET' ? query(input) : ''}`;
  const headers: Record<string, string> = {
    accept: 'application/json',
    [Header.clients]: CLIENTS_HEADER_VALUE,
    [Header.originLocal]: loadPublicConfig().originLocal,
    [Header.language]: lang,
    [Header.tz]: requestTimeZone(request.headers.get('cookie')),
    // The server calling itself: compressing the answer only to inflate it here cost a few % of a render's CPU (bench/load profile).
    'accept-encoding': 'identity',
  };
  const init: RequestInit = {
    method: call.method,
    headers,
    signal: AbortSignal.any([request.signal, AbortSignal.timeout(10_000)]),
  };
  if (call.method !== 'GET') {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(input ?? {});
  }
  const response = await fetch(url, init);
  const body = (await response.json().catch(() => null)) as { code?: unknown; msg?: unknown; data?: unknown } | null;
  if (body?.code === Code.ok) return body.data as CallData<C>;
  const code = typeof body?.code === 'number' ? body.code : response.status;
  if (code === Code.notFound) notFound(new URL(request.url).pathname);
  throw new ServerApiError(call.path, code, typeof body?.msg === 'string' ? body.msg : `HTTP ${response.status}`);
}

/** The same call, but null instead of an error: for optional parts of a page. */
export async function loadOptional<C extends CallDef>(
  context: ServerCallContext,
  call: C,
  input: CallInput<C>,
): Promise<CallData<C> | null> {
  try {
    return await loadCall(context, call, input);
  } catch {
    return null;
  }
}
