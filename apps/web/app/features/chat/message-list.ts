import type { ChatMessage } from '@placar/contract/chat-entities';

/** How many messages the panel keeps in memory: older ones are dropped and can be loaded again. */
const KEEP_MESSAGES = 300;

/**
 * Adds messages to a list kept in id order, each once: a message that arrives by MQTT and again
 * in a catch-up page is shown one time, wherever it falls. Keeps the newest `keep`.
 */
export function mergeMessages(
  current: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
  keep = KEEP_MESSAGES,
): ChatMessage[] {
  if (incoming.length === 0) return current as ChatMessage[];
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  const merged = [...byId.values()].sort((a, b) => a.id - b.id);
  return merged.length > keep ? merged.slice(merged.length - keep) : merged;
}

/** Older messages (scrolling up) go in front; the list may grow past KEEP_MESSAGES while the reader looks back. */
export function prependMessages(current: readonly ChatMessage[], older: readonly ChatMessage[]): ChatMessage[] {
  return mergeMessages(current, older, Number.POSITIVE_INFINITY);
}

export function removeMessages(current: readonly ChatMessage[], ids: readonly number[]): ChatMessage[] {
  if (ids.length === 0) return current as ChatMessage[];
  const gone = new Set(ids);
  return current.some((message) => gone.has(message.id))
    ? current.filter((message) => !gone.has(message.id))
    : (current as ChatMessage[]);
}
