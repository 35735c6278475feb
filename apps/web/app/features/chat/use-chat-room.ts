import { chatEventsOf, chatTopic } from '@placar/contract/chat-entities';
import type { ChatEvent, ChatMessage, ChatRoomState, ChatViewer } from '@placar/contract/chat-entities';
import { useCallback, useEffect, useRef, useState } from 'react';
import { publicConfig } from '../../lib/page/public-config.ts';
import { liveFeed } from '../../lib/realtime/live-feed.ts';
import { topicFeed } from '../../lib/realtime/topic-feed.ts';
import { immediateGate, type UpdateGate } from '../../lib/realtime/update-gate.ts';
import type { ChatRoomRef } from './chat-calls.ts';
import { loadHistory, sendMessage } from './chat-calls.ts';
import { mergeMessages, prependMessages, removeMessages } from './message-list.ts';
import { createHeldMessages } from './held-messages.ts';

/** Catch-up pages after a reconnect; past this many, the newest page is loaded instead. */
const CATCH_UP_PAGES = 5;
const PAGE = 50;

interface ChatRoomData {
  messages: ChatMessage[];
  state: ChatRoomState | null;
  viewer: ChatViewer | null;
  hasOlder: boolean;
  status: 'loading' | 'ready' | 'failed';
  /** Messages held back until the viewer's video shows their moment. */
  held: number;
  loadOlder: () => Promise<void>;
  send: (text: string) => Promise<ChatMessage>;
  /** Reads the room again (after a moderation action changed what the caller may do). */
  refresh: () => Promise<void>;
  /** Takes messages away at once (a moderator's own removal, before its event arrives). */
  drop: (ids: readonly number[]) => void;
}

/**
 * One chat room kept live: its newest history, then every event on its MQTT topic (other
 * people's messages pass the page's update gate, which in a live room holds them as long as the
 * viewer's video is behind), and after each reconnect the messages since the last id seen plus
 * the removals among those shown: no gap, no duplicate.
 */
export function useChatRoom(room: ChatRoomRef, gate: UpdateGate = immediateGate, selfId?: number): ChatRoomData {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [state, setState] = useState<ChatRoomState | null>(null);
  const [viewer, setViewer] = useState<ChatViewer | null>(null);
  const [hasOlder, setHasOlder] = useState(false);
  const [status, setStatus] = useState<ChatRoomData['status']>('loading');
  const [held, setHeld] = useState(0);
  const messagesRef = useRef<ChatMessage[]>([]);
  const gateRef = useRef(gate);
  const selfRef = useRef(selfId);
  const key = `${room.kind}:${room.id}`;

  useEffect(() => {
    gateRef.current = gate;
    selfRef.current = selfId;
  });

  const apply = useCallback((next: (current: ChatMessage[]) => ChatMessage[]) => {
    messagesRef.current = next(messagesRef.current);
    setMessages(messagesRef.current);
  }, []);
  const acceptState = useCallback(
    (next: ChatRoomState) => setState((current) => (current !== null && current.seq >= next.seq ? current : next)),
    [],
  );

  const refresh = useCallback(async () => {
    const shown = messagesRef.current;
    const last = shown.at(-1)?.id;
    try {
      if (last === undefined) {
        const page = await loadHistory(room, { limit: PAGE });
        apply((current) => mergeMessages(current, page.list));
        setHasOlder(page.hasMore);
        acceptState(page.state);
        setViewer(page.viewer);
        setStatus('ready');
        return;
      }
      let cursor = last;
      const removedFrom = shown[0]?.id;
      for (let pages = 0; pages < CATCH_UP_PAGES; pages += 1) {
        const page = await loadHistory(room, {
          after: cursor,
          limit: PAGE,
          ...(removedFrom === undefined || pages > 0 ? {} : { removedFrom }),
        });
        apply((current) => mergeMessages(removeMessages(current, page.removed), page.list));
        acceptState(page.state);
        setViewer(page.viewer);
        if (!page.hasMore) return;
        cursor = page.list.at(-1)?.id ?? cursor;
      }
      // Too far behind: start again from the newest page.
      const page = await loadHistory(room, { limit: PAGE });
      apply(() => page.list);
      setHasOlder(page.hasMore);
    } catch {
      setStatus((current) => (current === 'loading' ? 'failed' : current));
    }
    // room is compared by key: a new object for the same room must not reload it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, apply, acceptState]);

  useEffect(() => {
    messagesRef.current = [];
    setMessages([]);
    setState(null);
    setStatus('loading');
    const held = createHeldMessages<ChatMessage>(
      { defer: (show) => gateRef.current.defer(show) },
      (message) => apply((current) => mergeMessages(current, [message])),
      setHeld,
    );
    const onEvent = (event: ChatEvent) => {
      if (event.type === 'message') {
        const { message } = event;
        if (held.isHeld(message.id) || messagesRef.current.some((shown) => shown.id === message.id)) return;
        // Your own words are no spoiler: they show at once.
        if (message.author.id === selfRef.current) apply((current) => mergeMessages(current, [message]));
        else held.add(message);
      } else if (event.type === 'removed') {
        held.remove(event.ids);
        apply((current) => removeMessages(current, event.ids));
      } else {
        acceptState(event.state);
      }
    };
    const offTopic = topicFeed.watch(chatTopic(publicConfig().product, room.kind, room.id), (payload) => {
      // One payload may carry several events, oldest first (decision 0052).
      for (const event of chatEventsOf(payload)) onEvent(event);
    });
    const offConnect = liveFeed.onConnect(() => void refresh());
    void refresh();
    return () => {
      offTopic();
      offConnect();
      held.dispose();
      setHeld(0);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, refresh, apply, acceptState]);

  const loadOlder = useCallback(async () => {
    const first = messagesRef.current[0]?.id;
    if (first === undefined) return;
    const page = await loadHistory(room, { before: first, limit: PAGE });
    apply((current) => prependMessages(current, page.list));
    setHasOlder(page.hasMore);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, apply]);

  const send = useCallback(
    async (text: string) => {
      const message = await sendMessage(room, text);
      apply((current) => mergeMessages(current, [message]));
      return message;
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key, apply],
  );

  const drop = useCallback((ids: readonly number[]) => apply((current) => removeMessages(current, ids)), [apply]);

  return { messages, state, viewer, hasOlder, status, held, loadOlder, send, refresh, drop };
}
