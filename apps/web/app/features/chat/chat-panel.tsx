import type { ChatRoomKind } from '@placar/contract/chat-rules';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useStore } from 'zustand';
import { useLang } from '../../lib/page/use-lang.ts';
import { useTimeZone } from '../../lib/time/use-time-zone.ts';
import type { UpdateGate } from '../../lib/realtime/update-gate.ts';
import { signedInFrom } from '../../lib/session/session.ts';
import { appStore } from '../../state/app-store.ts';
import type { ChatRoomRef } from './chat-calls.ts';
import { ChatComposer } from './chat-composer.tsx';
import { ChatMessageRow } from './chat-message.tsx';
import { MessageActions } from './message-actions.tsx';
import { ModerationDrawer } from './moderation-drawer.tsx';
import { useChatRoom } from './use-chat-room.ts';
import { useStickToBottom } from './use-stick-to-bottom.ts';

export interface ChatPanelProps {
  /** `match` with a match id, or `room` with a live room id. */
  kind: ChatRoomKind;
  id: number;
  /**
   * The page's update gate: on a page with video, the spoiler gate that holds the score until
   * the viewer's picture shows the moment holds other people's messages too, so the chat never
   * spoils what the video has not shown yet. Without it they show at once.
   */
  gate?: UpdateGate;
  /** Sizing from the page: the panel fills its box (give it a height) and scrolls inside. */
  className?: string;
}

/**
 * The chat of a match or a live room, self-contained: history, live messages, the message box
 * with the modes in force, and moderation for those who may. Beside the player on a desktop,
 * under it on a phone: the page decides where, the panel fills the box it is given.
 */
export function ChatPanel({ kind, id, gate, className = '' }: ChatPanelProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const timeZone = useTimeZone();
  const room = useMemo<ChatRoomRef>(() => ({ kind, id }), [kind, id]);
  const userInfo = useStore(appStore, (state) => state.userInfo);
  const chat = useChatRoom(room, gate, userInfo?.id);
  const clock = useStore(appStore, (state) => state.clock);
  const [moderating, setModerating] = useState(false);
  const { scroller, unread, onScroll, toBottom } = useStickToBottom(chat.messages);
  const now = clock || Date.now();
  const myId = userInfo?.id;
  const format = useMemo(
    () => new Intl.DateTimeFormat(lang === 'br' ? 'pt-BR' : 'en-GB', { hour: '2-digit', minute: '2-digit', timeZone }),
    [lang, timeZone],
  );
  const canModerate = chat.viewer?.canModerate === true;

  return (
    <section
      aria-label={t('chat.title')}
      className={`flex min-h-0 flex-col overflow-hidden rounded-2xl border border-ink-800 bg-ink-900 ${className}`}
      data-testid="chat-panel"
      data-room={`${kind}:${id}`}
      data-status={chat.status}
    >
      <header className="flex items-center gap-2 border-b border-ink-800 px-3 py-2">
        <h2 className="text-sm font-bold text-white">{t('chat.title')}</h2>
        {chat.held > 0 ? (
          <span className="text-[11px] text-slate-400" data-testid="chat-held">
            {t('chat.held', { count: chat.held })}
          </span>
        ) : null}
        {canModerate && chat.state !== null ? (
          <button
            type="button"
            onClick={() => setModerating((value) => !value)}
            aria-pressed={moderating}
            className="ml-auto rounded-full bg-ink-800 px-2.5 py-1 text-xs font-semibold text-slate-200 hover:bg-ink-700"
            data-testid="chat-moderation-open"
          >
            {t('chat.moderation.open')}
          </button>
        ) : null}
      </header>
      {moderating && chat.state !== null ? (
        <ModerationDrawer
          room={room}
          state={chat.state}
          canManage={chat.viewer?.canManage === true}
          onClose={() => setModerating(false)}
        />
      ) : (
        <div className="relative min-h-0 flex-1">
          <div
            ref={scroller}
            onScroll={onScroll}
            className="absolute inset-0 overflow-y-auto overscroll-contain py-1"
            data-testid="chat-scroller"
          >
            {chat.hasOlder ? (
              <button
                type="button"
                onClick={() => void chat.loadOlder()}
                className="mx-auto my-1 block rounded-full bg-ink-800 px-3 py-1 text-xs text-slate-300 hover:bg-ink-700"
              >
                {t('chat.loadOlder')}
              </button>
            ) : null}
            {chat.status === 'loading' ? (
              <p className="px-3 py-6 text-center text-sm text-slate-400">{t('chat.loading')}</p>
            ) : null}
            {chat.status === 'failed' ? (
              <p className="px-3 py-6 text-center text-sm text-slate-400">
                {t('chat.failed')}{' '}
                <button type="button" className="underline" onClick={() => void chat.refresh()}>
                  {t('chat.retry')}
                </button>
              </p>
            ) : null}
            {chat.status === 'ready' && chat.messages.length === 0 ? (
              <p className="px-3 py-6 text-center text-sm text-slate-400">{t('chat.empty')}</p>
            ) : null}
            <ol aria-live="polite" aria-relevant="additions">
              {chat.messages.map((message) => (
                <ChatMessageRow
                  key={message.id}
                  message={message}
                  time={format.format(new Date(message.at))}
                  linksAllowed={chat.state?.linksAllowed === true}
                  mine={message.author.id === myId}
                  actions={
                    canModerate ? (
                      <MessageActions
                        room={room}
                        message={message}
                        mine={message.author.id === myId}
                        canManage={chat.viewer?.canManage === true}
                        onRemoved={chat.drop}
                      />
                    ) : undefined
                  }
                />
              ))}
            </ol>
          </div>
          {unread > 0 ? (
            <button
              type="button"
              onClick={toBottom}
              className="absolute bottom-2 left-1/2 -translate-x-1/2 rounded-full bg-pitch-600 px-3 py-1 text-xs font-semibold text-white shadow-lg"
              data-testid="chat-unread"
            >
              {t('chat.unread', { count: unread })} ↓
            </button>
          ) : null}
        </div>
      )}
      <ChatComposer
        state={chat.state}
        viewer={chat.viewer}
        signedIn={signedInFrom(userInfo)}
        lang={lang}
        now={now}
        send={async (text) => {
          await chat.send(text);
          toBottom();
        }}
        onRefused={() => void chat.refresh()}
      />
    </section>
  );
}
