import type { User } from '@placar/contract/account-entities';
import { loginThirdParty } from '@placar/contract/calls/user';
import { Code } from '@placar/contract/codes';
import type { Language } from '@placar/contract/languages';
import { ApiError } from '../../lib/api/api-client.ts';
import { callApi } from '../../lib/api/contract-call.ts';
import { publicConfig } from '../../lib/page/public-config.ts';
import { startSession } from '../../lib/session/session.ts';
import { sha256 } from '../../lib/api/sha256.ts';
import {
  acceptPopupMessage,
  authorizeUrl,
  GOOGLE_CHANNEL,
  idTokenNonce,
  type PopupMessage,
  randomToken,
  readAuthFragment,
} from './google-popup-message.ts';

const POPUP_FEATURES = 'popup,width=480,height=640';
const TIMEOUT_MS = 180_000;
/** After the user is back on this window with the popup gone, how long a late answer may still come. */
const CLOSED_GRACE_MS = 1_500;

/** The popup's answer, with the secret whose SHA-256 was the token's nonce: the server checks the two. */
export interface GoogleAnswer {
  idToken: string;
  nonce: string;
}

/** An existing account has the Google e-mail: it is linked once its password is typed. */
export interface GoogleLink {
  message: string;
  confirm(password: string): Promise<User>;
}

type Exchange = (answer: GoogleAnswer, password?: string) => Promise<User>;

interface GoogleSignInOptions {
  lang: Language;
  win?: Window;
  exchange?: Exchange;
  /** Called instead of failing when the server asks for the existing account's password (4090001). */
  onLink?: (link: GoogleLink) => void;
  timeoutMs?: number;
}

let cancelPrevious: (() => void) | null = null;

async function exchangeToken(answer: GoogleAnswer, password?: string): Promise<User> {
  const session = await callApi(loginThirdParty, {
    provider: 'google',
    ...answer,
    ...(password === undefined ? {} : { password }),
  });
  startSession(session.user, session.tokens);
  return session.user;
}

/** The nonce the popup sends Google: the SHA-256 (base64url) of a secret this page keeps and the server checks. */
export function nonceFor(secret: string): string {
  let binary = '';
  for (const byte of sha256(new TextEncoder().encode(secret))) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The popup's answer, or false: blocked, closed, timed out, refused, or another attempt began. */
function waitForIdToken(win: Window, lang: Language, timeoutMs: number): Promise<GoogleAnswer | false> {
  const config = publicConfig();
  if (!config.googleClientId) return Promise.resolve(false);
  const state = randomToken();
  const secret = randomToken();
  const nonce = nonceFor(secret);
  const origin = win.location.origin;
  const popup = win.open(
    authorizeUrl({
      authorizeUrl: config.oidcAuthorizeUrl,
      clientId: config.googleClientId,
      origin,
      lang,
      state,
      nonce,
    }),
    'placar-google',
    POPUP_FEATURES,
  );
  if (!popup) return Promise.resolve(false);
  cancelPrevious?.();

  return new Promise((resolve) => {
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(GOOGLE_CHANNEL);
    let closedTimer: ReturnType<typeof setTimeout> | undefined;
    const finish = (result: GoogleAnswer | false) => {
      clearTimeout(deadline);
      clearTimeout(closedTimer);
      win.removeEventListener('message', onMessage);
      win.removeEventListener('focus', onFocus);
      channel?.close();
      if (cancelPrevious === cancel) cancelPrevious = null;
      resolve(result);
    };
    const onAnswer = (event: { origin: string; data: unknown }) => {
      const accepted = acceptPopupMessage(event, { origin, state });
      if (accepted === null) return;
      finish(accepted !== false && idTokenNonce(accepted) === nonce ? { idToken: accepted, nonce: secret } : false);
    };
    const onMessage = (event: MessageEvent) => onAnswer(event);
    // A popup that lost its opener (COOP) looks closed at once, so closing is only trusted
    // once the user is back on this window.
    const onFocus = () => {
      if (popup.closed) closedTimer = setTimeout(() => finish(false), CLOSED_GRACE_MS);
    };
    const cancel = () => finish(false);
    const deadline = setTimeout(() => finish(false), timeoutMs);
    win.addEventListener('message', onMessage);
    win.addEventListener('focus', onFocus);
    if (channel) channel.onmessage = (event: MessageEvent) => onAnswer({ origin, data: event.data });
    cancelPrevious = cancel;
  });
}

/**
 * requirement google-popup: Google sign-in in a popup; the user on success, false on any failure. When
 * the e-mail already has an account, `onLink` gets the way to link it with its password.
 */
export async function signInWithGoogle(options: GoogleSignInOptions): Promise<User | false> {
  const exchange = options.exchange ?? exchangeToken;
  let answer: GoogleAnswer | false = false;
  try {
    answer = await waitForIdToken(options.win ?? window, options.lang, options.timeoutMs ?? TIMEOUT_MS);
    if (!answer) return false;
    return await exchange(answer);
  } catch (error) {
    if (answer && error instanceof ApiError && error.code === Code.conflict && options.onLink) {
      const found = answer;
      options.onLink({ message: error.message, confirm: (password) => exchange(found, password) });
    }
    return false;
  }
}

/**
 * In the popup, back on /{lang}/login with the answer in the fragment: hand it to the
 * opener and close. True when this window was such a popup.
 */
export function completeGooglePopup(win: Window = window): boolean {
  const message: PopupMessage | null = readAuthFragment(win.location.hash);
  if (!message) return false;
  win.history.replaceState(null, '', win.location.pathname + win.location.search);
  try {
    win.opener?.postMessage(message, win.location.origin);
  } catch {
    // The opener is gone or elsewhere: the channel below still reaches it.
  }
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(GOOGLE_CHANNEL);
    channel.postMessage(message);
    channel.close();
  }
  win.close();
  return true;
}
