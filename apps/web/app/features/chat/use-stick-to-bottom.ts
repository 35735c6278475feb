import type { ChatMessage } from '@placar/contract/chat-entities';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/** How close to the bottom (px) still counts as reading the newest messages. */
const NEAR_BOTTOM = 48;

/**
 * Keeps a message list at its newest while the reader is there; once they scroll up, new
 * messages no longer move the list and are counted as unread instead. Older messages put in
 * front keep what the reader was looking at in place.
 */
export function useStickToBottom(messages: readonly ChatMessage[]) {
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const previous = useRef<{ first: number | undefined; last: number | undefined; height: number }>({
    first: undefined,
    last: undefined,
    height: 0,
  });
  const [unread, setUnread] = useState(0);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (element === null) return;
    const first = messages[0]?.id;
    const last = messages.at(-1)?.id;
    const before = previous.current;
    if (last !== before.last) {
      if (atBottom.current) element.scrollTop = element.scrollHeight;
      else if (before.last !== undefined) {
        const fresh = messages.filter((message) => message.id > (before.last ?? 0)).length;
        if (fresh > 0) setUnread((count) => count + fresh);
      }
    } else if (first !== before.first && before.first !== undefined && first !== undefined && first < before.first) {
      element.scrollTop += element.scrollHeight - before.height;
    }
    previous.current = { first, last, height: element.scrollHeight };
  }, [messages]);

  const onScroll = useCallback(() => {
    const element = scroller.current;
    if (element === null) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM;
    if (atBottom.current) setUnread(0);
  }, []);

  const toBottom = useCallback(() => {
    const element = scroller.current;
    atBottom.current = true;
    setUnread(0);
    if (element !== null) element.scrollTop = element.scrollHeight;
  }, []);

  return { scroller, unread, onScroll, toBottom };
}
