/** What the sign-in popup hands back to the page that opened it, and the checks on it. */
export const GOOGLE_MESSAGE_TYPE = 'placar:google-sign-in';
/** Same-origin channel: still works when the popup lost `window.opener` (Cross-Origin-Opener-Policy). */
export const GOOGLE_CHANNEL = 'placar-google-sign-in';

export interface PopupMessage {
  type: typeof GOOGLE_MESSAGE_TYPE;
  state: string;
  idToken?: string;
  error?: string;
}

interface AuthorizeInput {
  authorizeUrl: string;
  clientId: string;
  origin: string;
  lang: string;
  state: string;
  nonce: string;
}

/** The OpenID Connect implicit-flow request the popup opens. */
export function authorizeUrl(input: AuthorizeInput): string {
  const url = new URL(input.authorizeUrl);
  url.searchParams.set('client_id', input.clientId);
  url.searchParams.set('response_type', 'id_token');
  url.searchParams.set('scope', 'openid email profile');
  url.searchParams.set('redirect_uri', `${input.origin}/${input.lang}/login`);
  url.searchParams.set('nonce', input.nonce);
  url.searchParams.set('state', input.state);
  url.searchParams.set('prompt', 'select_account');
  return url.toString().replace(/\+/g, '%20');
}

/** The answer in the popup's URL fragment (`#id_token=...&state=...` or `#error=...&state=...`), else null. */
export function readAuthFragment(hash: string): PopupMessage | null {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const state = params.get('state');
  const idToken = params.get('id_token');
  const error = params.get('error');
  if (!state || (!idToken && !error)) return null;
  return { type: GOOGLE_MESSAGE_TYPE, state, ...(idToken ? { idToken } : {}), ...(error ? { error } : {}) };
}

/**
 * A message the opener accepts: from this origin, of our type, for this attempt's state.
 * Returns the ID token, `false` for a refusal of this attempt, null to ignore the message.
 */
export function acceptPopupMessage(
  event: { origin: string; data: unknown },
  expected: { origin: string; state: string },
): string | false | null {
  if (event.origin !== expected.origin) return null;
  const data = event.data as Partial<PopupMessage> | null;
  if (!data || typeof data !== 'object' || data.type !== GOOGLE_MESSAGE_TYPE || data.state !== expected.state)
    return null;
  return typeof data.idToken === 'string' && data.idToken.length > 0 && !data.error ? data.idToken : false;
}

/** The `nonce` claim of an ID token (read, not verified: the server verifies the signature). */
export function idTokenNonce(idToken: string): string | null {
  const payload = idToken.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const nonce = (JSON.parse(json) as { nonce?: unknown }).nonce;
    return typeof nonce === 'string' ? nonce : null;
  } catch {
    return null;
  }
}

export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
