import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { InProcessSharedState } from '../../shared-state/shared-state.ts';
import type { SharedState } from '../../shared-state/shared-state.ts';
import { createMailer } from '../../mail/mailer.ts';
import { loadAuthSecret } from './auth-secret.ts';
import { createGoogleVerifier } from './google-id-token.ts';
import { createOtpService } from './otp.service.ts';
import { RateLimit } from './rate-limit.ts';
import { LoginThrottle } from './login-throttle.ts';
import { createSessionService } from './session.service.ts';
import { UsedNonces } from './used-nonces.ts';

const MINUTE = 60_000;
export const RESEND_AFTER_SECONDS = 60;

/** The account services one app shares: built once in buildApp, handed to the user routes. */
/** `shared` holds the limits and revocations every instance must agree on (in this process by default). */
export function createAccounts(
  config: Config,
  db: Database,
  clock: Clock,
  shared: SharedState = new InProcessSharedState(),
) {
  const now = () => clock.now();
  const { auth } = config;
  const key = loadAuthSecret({ secret: auth.secret, dataDir: config.dataDir });
  return {
    config,
    db,
    clock,
    key,
    sessions: createSessionService({
      db,
      key,
      accessTokenTtl: auth.accessTokenTtl,
      refreshTokenTtl: auth.refreshTokenTtl,
      maxLifetime: auth.sessionMaxLifetime,
      clock,
      shared,
    }),
    otp: createOtpService(db, key, clock),
    mailer: createMailer({ smtpUrl: config.smtpUrl }),
    google: createGoogleVerifier({
      issuer: auth.oidcIssuer,
      jwksUrl: auth.oidcJwksUrl,
      clientId: config.public.googleClientId,
      clock,
    }),
    usedNonces: new UsedNonces(),
    limits: {
      login: new LoginThrottle({
        perAccountAddress: auth.limits.loginPerAccountAddress,
        perAccount: auth.limits.loginPerAccount,
        delayMs: auth.limits.loginAccountDelay * 1000,
        store: shared.store,
        now,
      }),
      loginPerIp: new RateLimit({
        limit: auth.limits.loginPerIp,
        windowMs: 15 * MINUTE,
        now,
        store: shared.store,
        name: 'loginPerIp',
      }),
      codeResend: new RateLimit({
        limit: 1,
        windowMs: RESEND_AFTER_SECONDS * 1000,
        now,
        store: shared.store,
        name: 'codeResend',
      }),
      codePerEmail: new RateLimit({
        limit: auth.limits.codePerEmail,
        windowMs: 60 * MINUTE,
        now,
        store: shared.store,
        name: 'codePerEmail',
      }),
      codePerIp: new RateLimit({
        limit: auth.limits.codePerIp,
        windowMs: 60 * MINUTE,
        now,
        store: shared.store,
        name: 'codePerIp',
      }),
      // The current password typed to change the password or the e-mail: its own bucket, so a
      // typo there never locks the sign-in.
      passwordCheckPerUser: new RateLimit({
        limit: auth.limits.loginPerAccount,
        windowMs: 15 * MINUTE,
        now,
        store: shared.store,
        name: 'passwordCheckPerUser',
      }),
      // Sign-ups and e-mail changes answer whether an address or username is taken: limited by
      // the asking address and by the e-mail or username asked about.
      accountPerIp: new RateLimit({
        limit: auth.limits.accountPerIp,
        windowMs: 60 * MINUTE,
        now,
        store: shared.store,
        name: 'accountPerIp',
      }),
      accountPerTarget: new RateLimit({
        limit: auth.limits.accountPerTarget,
        windowMs: 60 * MINUTE,
        now,
        store: shared.store,
        name: 'accountPerTarget',
      }),
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
