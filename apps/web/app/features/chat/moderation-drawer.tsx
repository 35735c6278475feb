import type { ChatRoomState } from '@placar/contract/chat-entities';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { showToast } from '../../state/toast-store.ts';
import type { ChatRoomRef } from './chat-calls.ts';
import { moderation } from './chat-calls.ts';
import { formatWait } from './format-wait.ts';
import { BlockedTermsPanel, ModerationLogPanel, ModeratorsPanel, SanctionsPanel } from './moderation-lists.tsx';
import { onTabListKeyDown } from '../../components/ui/tab-keys.ts';
import { TabButton, tabPanel } from '../../components/ui/tab-button.tsx';

const SLOW_CHOICES = [0, 3, 5, 10, 30, 60, 120];
const FOLLOW_CHOICES = [null, 0, 10, 30, 60, 1440];
const ACCOUNT_CHOICES = [null, 10, 30, 60, 1440, 10_080];

type Tab = 'modes' | 'sanctions' | 'log' | 'terms' | 'moderators';

interface ModerationDrawerProps {
  room: ChatRoomRef;
  state: ChatRoomState;
  canManage: boolean;
  onClose: () => void;
}

/** The room's moderation, for its host, moderators and admins: modes, bans, the log; terms and moderators for the host and admins. */
export function ModerationDrawer({ room, state, canManage, onClose }: ModerationDrawerProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('modes');
  const tabs: Tab[] = [
    'modes',
    'sanctions',
    'log',
    ...(canManage ? (['terms'] as const) : []),
    ...(canManage && room.kind === 'room' ? (['moderators'] as const) : []),
  ];
  return (
    <div className="flex min-h-0 flex-1 flex-col" data-testid="chat-moderation">
      <div
        className="flex items-center gap-1 overflow-x-auto border-b border-ink-800 px-2 py-1.5"
        role="tablist"
        onKeyDown={onTabListKeyDown}
      >
        {tabs.map((value) => (
          <TabButton
            key={value}
            strip="moderation"
            value={value}
            selected={tab === value}
            onSelect={() => setTab(value)}
            className={`shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold ${tab === value ? 'bg-white text-ink-950' : 'text-slate-400 hover:text-white'}`}
          >
            {t(`chat.moderation.tabs.${value}`)}
          </TabButton>
        ))}
        <button
          type="button"
          onClick={onClose}
          className="ml-auto shrink-0 rounded-full px-2.5 py-1 text-xs text-slate-300 hover:bg-ink-800"
          data-testid="chat-moderation-close"
        >
          {t('chat.moderation.close')}
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto p-3 text-sm" {...tabPanel('moderation', tab)}>
        {tab === 'modes' ? <ModesForm room={room} state={state} canManage={canManage} /> : null}
        {tab === 'sanctions' ? <SanctionsPanel room={room} /> : null}
        {tab === 'log' ? <ModerationLogPanel room={room} /> : null}
        {tab === 'terms' ? <BlockedTermsPanel room={room} /> : null}
        {tab === 'moderators' ? <ModeratorsPanel room={room} /> : null}
      </div>
    </div>
  );
}

function ModesForm({ room, state, canManage }: { room: ChatRoomRef; state: ChatRoomState; canManage: boolean }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  async function change(changes: Parameters<typeof moderation.modes>[1]) {
    setBusy(true);
    try {
      await moderation.modes(room, changes);
    } catch (error) {
      showToast(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }
  const minutes = (value: number | null) =>
    value === null ? t('chat.moderation.off') : value === 0 ? t('chat.moderation.anyFollower') : formatWait(value * 60);
  const select = 'rounded-md border border-ink-700 bg-ink-950 px-2 py-1 text-sm';
  return (
    <fieldset disabled={busy} className="flex flex-col gap-3">
      <label className="flex items-center justify-between gap-2">
        {t('chat.moderation.slow')}
        <select
          className={select}
          value={state.slowSeconds}
          onChange={(event) => void change({ slowSeconds: Number(event.target.value) })}
          data-testid="chat-mode-slow"
        >
          {SLOW_CHOICES.map((value) => (
            <option key={value} value={value}>
              {value === 0 ? t('chat.moderation.off') : formatWait(value)}
            </option>
          ))}
        </select>
      </label>
      {room.kind === 'room' ? (
        <label className="flex items-center justify-between gap-2">
          {t('chat.moderation.followers')}
          <select
            className={select}
            value={String(state.followersOnly)}
            onChange={(event) =>
              void change({ followersOnly: event.target.value === 'null' ? null : Number(event.target.value) })
            }
          >
            {FOLLOW_CHOICES.map((value) => (
              <option key={String(value)} value={String(value)}>
                {minutes(value)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label className="flex items-center justify-between gap-2">
        {t('chat.moderation.established')}
        <select
          className={select}
          value={String(state.establishedOnly)}
          onChange={(event) =>
            void change({ establishedOnly: event.target.value === 'null' ? null : Number(event.target.value) })
          }
        >
          {ACCOUNT_CHOICES.map((value) => (
            <option key={String(value)} value={String(value)}>
              {minutes(value)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center justify-between gap-2">
        {t('chat.moderation.emoteOnly')}
        <input
          type="checkbox"
          checked={state.emoteOnly}
          onChange={(event) => void change({ emoteOnly: event.target.checked })}
          className="h-4 w-4"
        />
      </label>
      <label className="flex items-center justify-between gap-2">
        {t('chat.moderation.trustedWhenBusy')}
        <input
          type="checkbox"
          checked={state.trustedWhenBusy}
          onChange={(event) => void change({ trustedWhenBusy: event.target.checked })}
          className="h-4 w-4"
        />
      </label>
      {canManage ? (
        <label className="flex items-center justify-between gap-2">
          {t('chat.moderation.links')}
          <input
            type="checkbox"
            checked={state.linksAllowed}
            onChange={(event) => void change({ linksAllowed: event.target.checked })}
            className="h-4 w-4"
          />
        </label>
      ) : null}
    </fieldset>
  );
}
