import { Code } from '@placar/contract/codes';
import { ApiError } from '../../http/api-error.ts';
import type { SharedStore } from '../../shared-state/shared-state.ts';
import { accountMessages } from '../account/account-messages.ts';
import { RateLimit } from './rate-limit.ts';

const MINUTE = 60_000;
const WINDOW_MS = 15 * MINUTE;

interface LoginThrottleOptions {
  /** Wrong passwords one address may try on one account per 15 minutes: then that pair is refused (LOGIN_LIMIT_PER_ACCOUNT_ADDRESS). */
  perAccountAddress: number;
  /** Wrong passwords an account takes from anywhere per 15 minutes before it slows down (LOGIN_LIMIT_PER_ACCOUNT). */
  perAccount: number;
  /** Once slowed, an address the account never signed in from waits this long after the account's last attempt (LOGIN_ACCOUNT_DELAY). */
  delayMs: number;
  store: SharedStore;
  now: () => number;
}

/** One attempt's account: a user's id, or what was typed for an unknown account (probing it is slowed the same way). */
interface AttemptOn {
  account: string;
  address: string;
  /** Whether the account has signed in from this address before (a session was opened from it). */
  knownAddress: () => Promise<boolean>;
}

/**
 * Login attempts per account as OWASP's authentication cheat sheet asks: slow the attacker per
 * address and per account without letting a stranger lock the owner out. Per (account, address)
 * a hard limit: the address that guessed wrong too often is refused for that account. Per
 * account, from anywhere, no lock: once it took too many wrong passwords, addresses it never
 * signed in from get one attempt per `delayMs` between them, claimed atomically (so a botnet's
 * guesses are spread out), while the owner's own addresses go on at once. A right password
 * gives its attempts back. Decision 0106.
 */
export class LoginThrottle {
  readonly #pair: RateLimit;
  readonly #account: RateLimit;
  readonly #options: LoginThrottleOptions;

  constructor(options: LoginThrottleOptions) {
    this.#options = options;
    this.#pair = new RateLimit({
      limit: options.perAccountAddress,
      windowMs: WINDOW_MS,
      now: options.now,
      store: options.store,
      name: 'loginPerAccountAddress',
    });
    this.#account = new RateLimit({
      limit: options.perAccount,
      windowMs: WINDOW_MS,
      now: options.now,
      store: options.store,
      name: 'loginPerAccount',
    });
  }

  /** Counts an attempt before the password is checked: 4290001 when this address or, slowed, this account must wait. */
  async attempt(on: AttemptOn): Promise<void> {
    const now = this.#options.now();
    if (!(await this.#pair.hit(this.#pairKey(on), now)))
      throw new ApiError(Code.tooManyRequests, accountMessages.tooManyLogins);
    if ((await this.#account.used(on.account, now)) >= this.#options.perAccount && !(await on.knownAddress())) {
      const taken = await this.#options.store.setIfAbsent(
        this.#slowKey(on.account),
        '',
        now + this.#options.delayMs,
        now,
      );
      if (taken !== undefined) {
        await this.#pair.refund(this.#pairKey(on), now);
        throw new ApiError(
          Code.tooManyRequests,
          accountMessages.accountSlowed(Math.max(1, Math.ceil((taken.until - now) / 1000))),
        );
      }
    }
    await this.#account.hit(on.account, now);
  }

  /** The password was wrong: once the account took `perAccount` of them, the next stranger waits `delayMs`. */
  async failed(on: AttemptOn): Promise<void> {
    const now = this.#options.now();
    if ((await this.#account.used(on.account, now)) < this.#options.perAccount) return;
    await this.#options.store.set(this.#slowKey(on.account), '', now + this.#options.delayMs, now);
  }

  /** The password was right: neither count keeps the attempt. */
  async succeeded(on: AttemptOn): Promise<void> {
    const now = this.#options.now();
    await this.#pair.refund(this.#pairKey(on), now);
    await this.#account.refund(on.account, now);
  }

  #pairKey(on: AttemptOn): string {
    return `${on.account}|${on.address}`;
  }

  #slowKey(account: string): string {
    return `limit:loginSlowed:${account}`;
  }
}
