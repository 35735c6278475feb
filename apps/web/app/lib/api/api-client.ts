import { Code, httpStatusOf } from '@placar/contract/codes';
import { CLIENTS_HEADER_VALUE } from '@placar/contract/constants';
import { Header } from '@placar/contract/header-names';
import { showToast } from '../../state/toast-store.ts';
import { translate } from '../../i18n/i18n.ts';
import { readCookie } from '../session/cookies.ts';
import { browserTimeZone } from '../time/time-zone.ts';
import { publicConfig } from '../page/public-config.ts';
import { requestKey } from './request-key.ts';
import { accessToken, isSignedIn, requireRelogin, saveTokens, storedLanguage } from '../session/session.ts';
import { CookieName, StorageKey } from '../../state/storage-keys.ts';
import { withRefreshLock } from '../session/token-sync.ts';
import { appStore } from '../../state/app-store.ts';

type Params = Record<string, string | number | boolean | null | undefined>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Send no authorization header (the refresh call: the cookie is its credential). */
  withoutToken?: boolean;
}

/** A failed call: `status` is the HTTP-like status (0 transport, 500 unusable body), `code` the response code. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number | undefined;
  constructor(message: string, status: number, code?: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

interface ApiClientOptions {
  /** API base URL; defaults to the public config's apiBase ('/api'). */
  baseUrl?: () => string;
  fetch?: typeof fetch;
}

const REFRESH_PATH = '/user/refreshToken';
/** The session is global, so concurrent calls of any client share one refresh. */
let refreshing: Promise<boolean> | null = null;
/** The signed-in user whose session the server refused: no further refresh is tried for it. */
let refusedUser: unknown = null;
const sessionRefused = () => refusedUser !== null && refusedUser === appStore.getState().userInfo;

function queryString(params: Params | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null) search.append(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

function visitId(): string | undefined {
  try {
    const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(StorageKey.visitId);
    return stored || readCookie(CookieName.visitId);
  } catch {
    return readCookie(CookieName.visitId);
  }
}

/** The headers of requirement request-headers, sent on every call. */
export async function commonHeaders(path: string, payload: unknown): Promise<Record<string, string>> {
  const headers: Record<string, string> = {
    [Header.clients]: CLIENTS_HEADER_VALUE,
    [Header.originLocal]: publicConfig().originLocal,
    'content-type': 'application/json',
    [Header.tz]: browserTimeZone(),
    [Header.language]: storedLanguage(),
    [Header.requestKey]: await requestKey(path, payload),
  };
  const token = accessToken();
  if (token) headers[Header.authorization] = token;
  const visit = visitId();
  if (visit) headers[Header.visitId] = visit;
  const clientId = readCookie(CookieName.myCookie);
  if (clientId) headers[Header.clientIdentifyId] = clientId;
  return headers;
}

interface Envelope {
  code: number;
  msg?: string;
  data?: unknown;
}

function isEnvelope(value: unknown): value is Envelope {
  return value !== null && typeof value === 'object' && typeof (value as Envelope).code === 'number';
}

function describeForm(form: FormData): string[] {
  return [...form.entries()].map(([name, value]) =>
    typeof value === 'string' ? `${name}=${value}` : `${name}:${value.name}:${value.size}:${value.lastModified}`,
  );
}

export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? (() => publicConfig().apiBase);
  const doFetch = (input: string, init: RequestInit) => (options.fetch ?? globalThis.fetch)(input, init);

  /** One round trip: envelope, or ApiError for transport failures and unusable bodies. */
  async function send(
    method: Method,
    path: string,
    params: Params | undefined,
    body: unknown,
    call: CallOptions,
  ): Promise<Envelope> {
    const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
    // A file's request key names the file, so a different file is never answered as a repeat.
    const payload = multipart
      ? { params, files: describeForm(body) }
      : method === 'POST'
        ? body
        : body === undefined
          ? params
          : { params, body };
    const headers = { ...(await commonHeaders(path, payload)), ...call.headers };
    if (call.withoutToken) delete headers[Header.authorization];
    if (multipart) delete headers['content-type'];
    const init: RequestInit = { method, headers };
    if (multipart) init.body = body;
    else if (body !== undefined || method === 'POST') init.body = JSON.stringify(body ?? {});
    if (call.signal) init.signal = call.signal;
    const withQuery = method !== 'POST' || multipart;
    const url = `${baseUrl().replace(/\/$/, '')}${path}${withQuery ? queryString(params) : ''}`;
    let response: Response;
    try {
      response = await doFetch(url, init);
    } catch (error) {
      if (call.signal?.aborted) throw error;
      const message = translate(storedLanguage(), 'toast.connectError');
      showToast(message, { type: 'danger' });
      throw new ApiError(message, 0);
    }
    let parsed: unknown;
    try {
      parsed = await response.json();
    } catch {
      parsed = undefined;
    }
    if (!isEnvelope(parsed)) throw new ApiError(`Unusable response from ${path} (HTTP ${response.status})`, 500);
    return parsed;
  }

  /**
   * A new access token from the refresh cookie (HttpOnly, sent by the browser on this path
   * only): at the start of a tab, on code 4010002 and when refreshAfter passes. One refresh is
   * shared by concurrent calls, and tabs take turns (the cookie rotates at each use); false
   * when it fails.
   */
  function refreshSession(): Promise<boolean> {
    refreshing ??= withRefreshLock(async () => {
      const user = appStore.getState().userInfo;
      if (user !== null && user === refusedUser) return false;
      try {
        const answer = await send('POST', REFRESH_PATH, undefined, {}, { withoutToken: true });
        const data = answer.data as { accessToken?: unknown; refreshAfter?: unknown } | null | undefined;
        if (answer.code !== Code.ok || typeof data?.accessToken !== 'string') {
          if (answer.code === Code.mustLogInAgain) refusedUser = appStore.getState().userInfo;
          return false;
        }
        saveTokens(data.accessToken, typeof data.refreshAfter === 'number' ? data.refreshAfter : undefined);
        return true;
      } catch {
        return false;
      }
    }).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  /**
   * A tab of a signed-in browser starts with no access token: it gets one from the refresh
   * cookie first. If the server refused the session, the Tips dialog says so.
   */
  async function ensureSession(): Promise<void> {
    if (!accessToken() && isSignedIn() && !(await refreshSession()) && sessionRefused()) void requireRelogin();
  }

  async function request<T>(
    method: Method,
    path: string,
    params: Params | undefined,
    body: unknown,
    call: CallOptions = {},
  ): Promise<T> {
    // Without a session the call goes on as a visitor's.
    await ensureSession();
    const tokenUsed = accessToken();
    let answer = await send(method, path, params, body, call);
    if (answer.code === Code.accessTokenExpired) {
      // A call that left before another call's refresh finished just retries with the new token.
      const renewed = accessToken() !== tokenUsed || (await refreshSession());
      answer = renewed ? await send(method, path, params, body, call) : { code: Code.mustLogInAgain, msg: answer.msg };
    }
    if (answer.code === Code.mustLogInAgain || answer.code === Code.accessTokenExpired) {
      // Once the session was cleared (the dialog answered), a late answer opens no second dialog.
      if (isSignedIn()) void requireRelogin();
      throw new ApiError(answer.msg || translate(storedLanguage(), 'dialog.relogin'), 401, Code.mustLogInAgain);
    }
    if (answer.code !== Code.ok)
      throw new ApiError(answer.msg || `Call ${path} failed`, httpStatusOf(answer.code), answer.code);
    return answer.data as T;
  }

  return {
    get: <T>(path: string, params?: Params, call?: CallOptions) => request<T>('GET', path, params, undefined, call),
    delete: <T>(path: string, params?: Params, call?: CallOptions) =>
      request<T>('DELETE', path, params, undefined, call),
    put: <T>(path: string, params?: Params, body?: unknown, call?: CallOptions) =>
      request<T>('PUT', path, params, body, call),
    post: <T>(path: string, body?: unknown, call?: CallOptions) => request<T>('POST', path, undefined, body, call),
    /** A multipart POST (uploads): params go in the query, the form is the body. */
    upload: <T>(path: string, params: Params | undefined, form: FormData, call?: CallOptions) =>
      request<T>('POST', path, params, form, call),
    refreshSession,
    ensureSession,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The app's client: base URL from the public config the root loader provided. */
export const api = createApiClient();
