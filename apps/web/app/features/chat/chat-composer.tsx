import type { ChatRoomState, ChatViewer } from '@placar/contract/chat-entities';
import { GOAL_SLOW_MODE, MESSAGE_MAX_GRAPHEMES } from '@placar/contract/chat-rules';
import { graphemeCount, isBlank } from '@placar/contract/chat-text';
import { Code } from '@placar/contract/codes';
import type { Language } from '@placar/contract/languages';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api/api-client.ts';
import { EmojiPicker } from './emoji-picker.tsx';
import { formatWait } from './format-wait.ts';

interface ChatComposerProps {
  state: ChatRoomState | null;
  viewer: ChatViewer | null;
  signedIn: boolean;
  lang: Language;
  /** Server time now, in ms. */
  now: number;
  send: (text: string) => Promise<unknown>;
  /** After a refusal that says something changed for the caller (a timeout, a ban). */
  onRefused: () => void;
}

/** The modes in force, as the message box shows them ("Slow mode: 30 s", "Followers only"). */
function useModeLabels(state: ChatRoomState | null, now: number): string[] {
  const { t } = useTranslation();
  if (state === null) return [];
  const labels: string[] = [];
  const goal = state.goalSlowUntil !== null && Date.parse(state.goalSlowUntil) > now;
  if (goal) labels.push(t('chat.modes.goalSlow', { seconds: Math.max(state.slowSeconds, GOAL_SLOW_MODE.seconds) }));
  else if (state.slowSeconds > 0) labels.push(t('chat.modes.slow', { seconds: state.slowSeconds }));
  if (state.followersOnly !== null)
    labels.push(
      state.followersOnly === 0
        ? t('chat.modes.followers')
        : t('chat.modes.followersAge', { time: formatWait(state.followersOnly * 60) }),
    );
  if (state.establishedOnly !== null)
    labels.push(t('chat.modes.established', { time: formatWait(state.establishedOnly * 60) }));
  if (state.emoteOnly) labels.push(t('chat.modes.emoteOnly'));
  return labels;
}

/** The message box: what holds the caller (closed room, countdown, a ban or timeout), the modes in force, emoji, the count. */
export function ChatComposer({ state, viewer, signedIn, lang, now, send, onRefused }: ChatComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [picker, setPicker] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const modes = useModeLabels(state, now);
  const closePicker = useCallback(() => setPicker(false), []);

  const count = graphemeCount(text);
  const tooLong = count > MESSAGE_MAX_GRAPHEMES;
  const sanction = viewer?.sanction ?? null;
  const sanctionLeft = sanction?.until === null || sanction === null ? null : (Date.parse(sanction.until) - now) / 1000;
  const held = sanction !== null && (sanction.kind === 'ban' || (sanctionLeft ?? 0) > 0);

  async function submit() {
    if (sending || isBlank(text) || tooLong) return;
    setSending(true);
    setError(null);
    try {
      await send(text);
      setText('');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      if (failure instanceof ApiError && failure.code === Code.forbidden) onRefused();
    } finally {
      setSending(false);
      input.current?.focus();
    }
  }

  function insert(emoji: string) {
    const field = input.current;
    const start = field?.selectionStart ?? text.length;
    const end = field?.selectionEnd ?? text.length;
    setText(text.slice(0, start) + emoji + text.slice(end));
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(start + emoji.length, start + emoji.length);
    });
  }

  let notice: string | null = null;
  // The countdown ends on the server clock: the box shows itself once the room opens, without a reload.
  if (state?.phase === 'upcoming' && state.opensAt !== null && Date.parse(state.opensAt) > now)
    notice = t('chat.opensIn', { time: formatWait((Date.parse(state.opensAt) - now) / 1000) });
  else if (state?.phase === 'closed') notice = t('chat.closed');
  else if (held)
    notice = sanction?.kind === 'ban' ? t('chat.banned') : t('chat.timedOut', { time: formatWait(sanctionLeft ?? 0) });

  return (
    <div className="relative border-t border-ink-800 bg-ink-900 p-2" data-testid="chat-composer">
      {modes.length > 0 ? (
        <p className="mb-1 flex flex-wrap gap-1 px-1 text-[11px] font-semibold text-amber-300" data-testid="chat-mode">
          {modes.map((label) => (
            <span key={label} className="rounded bg-amber-400/10 px-1.5 py-0.5">
              {label}
            </span>
          ))}
        </p>
      ) : null}
      {notice !== null ? (
        <p className="rounded-lg bg-ink-850 px-3 py-2 text-sm text-slate-300" data-testid="chat-notice" role="status">
          {notice}
        </p>
      ) : !signedIn ? (
        <p className="rounded-lg bg-ink-850 px-3 py-2 text-sm text-slate-300" data-testid="chat-login">
          <Link to={`/${lang}/login`} className="font-semibold text-pitch-400 underline">
            {t('chat.loginToChat')}
          </Link>
        </p>
      ) : (
        <form
          className="flex items-end gap-1.5"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <label htmlFor="chat-input" className="sr-only">
            {t('chat.placeholder')}
          </label>
          <textarea
            id="chat-input"
            ref={input}
            rows={1}
            value={text}
            placeholder={t('chat.placeholder')}
            aria-invalid={tooLong}
            data-testid="chat-input"
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                void submit();
              }
            }}
            className="max-h-24 min-h-9 min-w-0 flex-1 resize-none rounded-lg border border-ink-700 bg-ink-950 px-3 py-2 text-sm text-white placeholder:text-slate-500"
          />
          <button
            type="button"
            aria-label={t('chat.emoji')}
            aria-expanded={picker}
            onClick={() => setPicker((value) => !value)}
            className="h-9 rounded-lg px-2 text-lg hover:bg-ink-800"
            data-testid="chat-emoji"
          >
            🙂
          </button>
          <button
            type="submit"
            disabled={sending || isBlank(text) || tooLong}
            className="h-9 rounded-lg bg-pitch-600 px-3 text-sm font-semibold text-white disabled:opacity-40"
            data-testid="chat-send"
          >
            {t('chat.send')}
          </button>
          {picker ? <EmojiPicker onPick={insert} onClose={closePicker} /> : null}
        </form>
      )}
      <div className="mt-1 flex min-h-4 items-start justify-between gap-2 px-1 text-[11px]">
        <p className="text-red-300" role="alert" data-testid="chat-error">
          {error}
        </p>
        {count > MESSAGE_MAX_GRAPHEMES - 40 ? (
          <span className={tooLong ? 'text-red-300' : 'text-slate-400'} data-testid="chat-count">
            {count}/{MESSAGE_MAX_GRAPHEMES}
          </span>
        ) : null}
      </div>
    </div>
  );
}
