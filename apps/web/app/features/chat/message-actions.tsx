import type { ChatMessage } from '@placar/contract/chat-entities';
import { TIMEOUT_MAX_SECONDS, TIMEOUT_PRESETS } from '@placar/contract/chat-rules';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { showToast } from '../../state/toast-store.ts';
import type { ChatRoomRef, ClientAccounts } from './chat-calls.ts';
import { moderation } from './chat-calls.ts';
import { formatWait } from './format-wait.ts';

interface MessageActionsProps {
  room: ChatRoomRef;
  message: ChatMessage;
  mine: boolean;
  canManage: boolean;
  /** The message (and, after a timeout or ban, the author's recent ones) left the room. */
  onRemoved: (ids: readonly number[]) => void;
}

const item = 'block w-full rounded-md px-3 py-1.5 text-left text-sm hover:bg-ink-700 disabled:opacity-50';
/** Space kept between the menu and the window's edges or the phone's bottom bar. */
const MARGIN = 8;

/**
 * Where the menu goes, in the window (it is drawn in a portal, outside the chat list that scrolls
 * and clips): below its button when it fits there, else above (the newest messages sit at the
 * bottom of the list), else on the side with more room, scrolling within it. The phone's bottom
 * bar covers the window's bottom, so the room below ends at the bar (issue 36).
 */
export function placeMenu(
  button: DOMRect,
  menuHeight: number,
  window: { width: number; height: number },
  barTop: number,
): CSSProperties {
  const floor = Math.min(window.height, barTop) - MARGIN;
  const below = floor - button.bottom - 4;
  const above = button.top - 4 - MARGIN;
  const right = Math.max(MARGIN, window.width - button.right);
  if (menuHeight <= below || (menuHeight > above && below >= above))
    return { position: 'fixed', top: button.bottom + 4, right, maxHeight: below };
  return { position: 'fixed', bottom: window.height - button.top + 4, right, maxHeight: above };
}

/** The top of the phone's bottom bar, or the window's bottom where there is none (desktop). */
function bottomBarTop(): number {
  const bar = document.querySelector('[data-testid="bottom-nav"]');
  if (bar === null || getComputedStyle(bar).display === 'none') return window.innerHeight;
  return bar.getBoundingClientRect().top;
}

/** A moderator's actions on one message: remove it, time out or ban its author, see the author's other accounts, appoint. */
export function MessageActions({ room, message, mine, canManage, onRemoved }: MessageActionsProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [minutes, setMinutes] = useState('');
  const [accounts, setAccounts] = useState<ClientAccounts | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<CSSProperties | null>(null);
  const name = message.author.nickname;

  useEffect(() => {
    if (!open) return;
    const onDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (box.current?.contains(target) !== true && menu.current?.contains(target) !== true) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  // Measured before paint, again when the window changes or anything scrolls, and when the menu grows (the accounts list).
  useLayoutEffect(() => {
    if (!open) {
      setPlace(null);
      return;
    }
    const measure = () => {
      const button = box.current?.getBoundingClientRect();
      if (button === undefined || menu.current === null) return;
      setPlace(
        placeMenu(
          button,
          menu.current.scrollHeight,
          { width: window.innerWidth, height: window.innerHeight },
          bottomBarTop(),
        ),
      );
    };
    measure();
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [open, accounts]);

  async function run(action: () => Promise<string>) {
    setBusy(true);
    try {
      showToast(await action(), { type: 'success' });
      setOpen(false);
    } catch (error) {
      showToast(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  const remove = () =>
    run(async () => {
      onRemoved((await moderation.remove(room, message.id)).removed);
      return t('chat.actions.deleted');
    });
  const timeout = (seconds: number) =>
    run(async () => {
      onRemoved((await moderation.timeout(room, message.author.id, seconds)).removed);
      return t('chat.actions.timedOut', { name, time: formatWait(seconds) });
    });
  const ban = () =>
    run(async () => {
      onRemoved((await moderation.ban(room, message.author.id)).removed);
      return t('chat.actions.banned', { name });
    });
  const appoint = () =>
    run(async () => {
      await moderation.setModerator(room, message.author.id, true);
      return t('chat.actions.appointed', { name });
    });
  const showAccounts = async () => {
    try {
      setAccounts(await moderation.accounts(room, message.author.id));
    } catch (error) {
      showToast(error instanceof Error ? error.message : String(error));
    }
  };
  const customSeconds = Math.round(Number(minutes) * 60);
  const customValid = Number.isFinite(customSeconds) && customSeconds >= 1 && customSeconds <= TIMEOUT_MAX_SECONDS;

  return (
    <div ref={box} className="relative shrink-0">
      <button
        type="button"
        aria-label={t('chat.actions.menu', { name })}
        aria-expanded={open}
        data-testid="chat-actions"
        onClick={() => setOpen((value) => !value)}
        className="rounded px-1.5 text-slate-400 opacity-60 group-hover:opacity-100 hover:bg-ink-700 hover:text-white focus:opacity-100"
      >
        ⋯
      </button>
      {open
        ? createPortal(
            <div
              ref={menu}
              role="menu"
              style={place ?? { position: 'fixed', top: 0, right: 0, visibility: 'hidden' }}
              className="z-50 w-60 overflow-y-auto rounded-xl border border-ink-700 bg-ink-850 p-1.5 shadow-xl"
              data-testid="chat-actions-menu"
            >
              <button
                type="button"
                role="menuitem"
                className={item}
                disabled={busy}
                onClick={remove}
                data-testid="chat-action-delete"
              >
                {t('chat.actions.delete')}
              </button>
              {mine ? null : (
                <>
                  <p className="px-3 pt-2 pb-1 text-xs font-bold text-slate-400 uppercase">
                    {t('chat.actions.timeout')}
                  </p>
                  <div className="grid grid-cols-3 gap-1 px-1">
                    {TIMEOUT_PRESETS.map((seconds) => (
                      <button
                        key={seconds}
                        type="button"
                        role="menuitem"
                        disabled={busy}
                        onClick={() => timeout(seconds)}
                        data-testid={`chat-action-timeout-${seconds}`}
                        className="rounded-md bg-ink-800 px-1 py-1 text-xs hover:bg-ink-700"
                      >
                        {formatWait(seconds)}
                      </button>
                    ))}
                  </div>
                  <form
                    className="mt-1 flex gap-1 px-1"
                    onSubmit={(event) => {
                      event.preventDefault();
                      if (customValid) void timeout(customSeconds);
                    }}
                  >
                    <label className="sr-only" htmlFor={`timeout-${message.id}`}>
                      {t('chat.actions.custom')}
                    </label>
                    <input
                      id={`timeout-${message.id}`}
                      inputMode="numeric"
                      placeholder={t('chat.actions.custom')}
                      value={minutes}
                      onChange={(event) => setMinutes(event.target.value)}
                      className="min-w-0 flex-1 rounded-md border border-ink-700 bg-ink-900 px-2 py-1 text-xs"
                    />
                    <button
                      type="submit"
                      disabled={busy || !customValid}
                      className="rounded-md bg-ink-700 px-2 text-xs disabled:opacity-50"
                    >
                      {t('chat.actions.apply')}
                    </button>
                  </form>
                  <button
                    type="button"
                    role="menuitem"
                    className={`${item} mt-1 text-red-300`}
                    disabled={busy}
                    onClick={ban}
                    data-testid="chat-action-ban"
                  >
                    {t('chat.actions.ban')}
                  </button>
                  <button
                    type="button"
                    role="menuitem"
                    className={item}
                    onClick={() => void showAccounts()}
                    data-testid="chat-action-accounts"
                  >
                    {t('chat.actions.accounts')}
                  </button>
                  {canManage && room.kind === 'room' ? (
                    <button type="button" role="menuitem" className={item} disabled={busy} onClick={appoint}>
                      {t('chat.actions.makeModerator')}
                    </button>
                  ) : null}
                  {accounts !== null ? (
                    <div className="mt-1 rounded-md bg-ink-900 px-3 py-2 text-xs" data-testid="chat-accounts">
                      <p className="text-slate-400">{t('chat.actions.browsers', { count: accounts.browsers })}</p>
                      {accounts.list.length === 0 ? (
                        <p className="text-slate-400">{t('chat.actions.noAccounts')}</p>
                      ) : (
                        <ul className="mt-1 flex flex-col gap-0.5">
                          {accounts.list.map((account) => (
                            <li key={account.id}>
                              <span className="font-semibold text-white">{account.nickname}</span> ·{' '}
                              {t('chat.actions.messages', { count: account.messages })}
                              {account.sanction !== null ? ` · ${t(`chat.sanction.${account.sanction}`)}` : ''}
                            </li>
                          ))}
                        </ul>
                      )}
                    </div>
                  ) : null}
                </>
              )}
            </div>,
            document.body,
          )
        : null}
    </div>
  );
}
