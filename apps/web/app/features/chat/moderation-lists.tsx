import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { DATE_TIME, formatter } from '../../lib/matches/match-time.ts';
import { useTimeZone } from '../../lib/time/use-time-zone.ts';
import { showToast } from '../../state/toast-store.ts';
import type { ChatRoomRef, ModerationLog, Moderators, Sanctions } from './chat-calls.ts';
import { moderation } from './chat-calls.ts';
import { formatWait } from './format-wait.ts';

/** Loads something when shown and on demand; errors become a toast. */
function useLoaded<T>(load: () => Promise<T>): [T | null, () => Promise<void>] {
  const [value, setValue] = useState<T | null>(null);
  const reload = useCallback(async () => {
    try {
      setValue(await load());
    } catch (error) {
      showToast(error instanceof Error ? error.message : String(error));
    }
  }, [load]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return [value, reload];
}

/** A ban's end or a log entry's time, in the page's language and the visitor's zone, 24 h as everywhere on the site. */
function useDateTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  const timeZone = useTimeZone();
  return (iso) => formatter(i18n.language, timeZone, DATE_TIME).format(new Date(iso));
}
const small = 'rounded-md bg-ink-800 px-2 py-1 text-xs hover:bg-ink-700';

export function SanctionsPanel({ room }: { room: ChatRoomRef }) {
  const { t } = useTranslation();
  const time = useDateTime();
  const load = useCallback(() => moderation.sanctions(room), [room]);
  const [sanctions, reload] = useLoaded<Sanctions>(load);
  if (sanctions === null) return null;
  if (sanctions.list.length === 0) return <p className="text-slate-400">{t('chat.moderation.noSanctions')}</p>;
  return (
    <ul className="flex flex-col gap-2" data-testid="chat-sanctions">
      {sanctions.list.map((entry) => (
        <li key={`${entry.user.id}-${entry.at}`} className="flex items-center justify-between gap-2">
          <span className="min-w-0">
            <span className="font-semibold text-white">{entry.user.nickname}</span> · {t(`chat.sanction.${entry.kind}`)}
            {entry.until === null ? '' : ` · ${t('chat.moderation.until', { time: time(entry.until) })}`}
            {entry.reason ? <span className="block text-xs text-slate-400">{entry.reason}</span> : null}
          </span>
          <button
            type="button"
            className={small}
            onClick={async () => {
              await moderation.unban(room, entry.user.id).catch((error: Error) => showToast(error.message));
              await reload();
            }}
          >
            {t('chat.actions.unban')}
          </button>
        </li>
      ))}
    </ul>
  );
}

export function ModerationLogPanel({ room }: { room: ChatRoomRef }) {
  const { t } = useTranslation();
  const time = useDateTime();
  const load = useCallback(() => moderation.log(room), [room]);
  const [log] = useLoaded<ModerationLog>(load);
  if (log === null) return null;
  if (log.list.length === 0) return <p className="text-slate-400">{t('chat.moderation.emptyLog')}</p>;
  return (
    <ol className="flex flex-col gap-1.5" data-testid="chat-log">
      {log.list.map((entry) => (
        <li key={entry.id} className="text-xs text-slate-300">
          <time className="text-slate-400">{time(entry.at)}</time>{' '}
          {t(`chat.moderation.log.${entry.action}`, {
            actor: entry.actor?.nickname ?? t('chat.moderation.system'),
            target: entry.target?.nickname ?? '',
            time: entry.detail.seconds === undefined ? '' : formatWait(entry.detail.seconds),
          })}
          {entry.detail.text !== undefined ? <q className="ml-1 text-slate-400">{entry.detail.text}</q> : null}
          {entry.detail.reason ? <span className="ml-1 text-slate-400">({entry.detail.reason})</span> : null}
        </li>
      ))}
    </ol>
  );
}

export function BlockedTermsPanel({ room }: { room: ChatRoomRef }) {
  const { t } = useTranslation();
  const load = useCallback(() => moderation.terms(room), [room]);
  const [terms, reload] = useLoaded(load);
  const [term, setTerm] = useState('');
  async function change(input: { add?: string[]; remove?: string[] }) {
    try {
      await moderation.changeTerms(room, input);
      setTerm('');
      await reload();
    } catch (error) {
      showToast(error instanceof Error ? error.message : String(error));
    }
  }
  return (
    <div className="flex flex-col gap-2">
      <p className="text-xs text-slate-400">{t('chat.moderation.termsHelp')}</p>
      <form
        className="flex gap-1"
        onSubmit={(event) => {
          event.preventDefault();
          if (term.trim() !== '') void change({ add: [term] });
        }}
      >
        <input
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          aria-label={t('chat.moderation.addTerm')}
          placeholder={t('chat.moderation.addTerm')}
          className="min-w-0 flex-1 rounded-md border border-ink-700 bg-ink-950 px-2 py-1"
        />
        <button type="submit" className={small}>
          {t('chat.moderation.add')}
        </button>
      </form>
      <ul className="flex flex-wrap gap-1">
        {(terms?.terms ?? []).map((entry) => (
          <li key={entry} className="flex items-center gap-1 rounded-full bg-ink-800 py-0.5 pr-1 pl-2 text-xs">
            {entry}
            <button
              type="button"
              aria-label={t('chat.moderation.removeTerm', { term: entry })}
              onClick={() => void change({ remove: [entry] })}
              className="rounded-full px-1 hover:bg-ink-700"
            >
              ×
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ModeratorsPanel({ room }: { room: ChatRoomRef }) {
  const { t } = useTranslation();
  const load = useCallback(() => moderation.moderators(room), [room]);
  const [moderators, reload] = useLoaded<Moderators>(load);
  if (moderators === null) return null;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-xs text-slate-400">{t('chat.moderation.moderatorsHelp')}</p>
      <ul className="flex flex-col gap-1">
        {moderators.list.map((moderator) => (
          <li key={moderator.id} className="flex items-center justify-between">
            <span className="font-semibold text-white">{moderator.nickname}</span>
            <button
              type="button"
              className={small}
              onClick={async () => {
                await moderation
                  .setModerator(room, moderator.id, false)
                  .catch((error: Error) => showToast(error.message));
                await reload();
              }}
            >
              {t('chat.moderation.removeModerator')}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
