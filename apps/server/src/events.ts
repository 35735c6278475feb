import type { MatchUpdate } from '@placar/contract/live-update';
import type { RoomUpdate } from '@placar/contract/room-update';
import type { ChatEvent } from '@placar/contract/chat-entities';
import type { ChatRoomKind } from '@placar/contract/chat-rules';
import type { StreamChange } from './media/stream-tracker.ts';

/**
 * The typed map of domain events (STYLE.md: services emit events; `realtime/` maps them to
 * MQTT topics, so services never import the broker).
 */
interface DomainEvents {
  /** A match update was stored. Caches drop what it changes first (ListenerPriority.dropCache), publishers send last. */
  matchUpdated: MatchUpdate;
  /** A live room's public state changed (live state, viewers, title...): the whole state, with a growing seq. */
  roomUpdated: RoomUpdate;
  /**
   * Something happened in a chat room (a message, removals, its modes): published on its chat
   * topic. The listener queues it in order per room and returns: the emit resolves before delivery.
   */
  chatEvent: { room: { kind: ChatRoomKind; id: number }; event: ChatEvent };
  /**
   * A room's ingest changed (a publisher let in, dropped, back, gone for good): the media engine's
   * stream tracker emits it, the going-live service turns it into the room's live state.
   */
  streamChanged: StreamChange;
}

/**
 * Where a listener runs among one event's listeners, lowest first; equal ones in registration
 * order. An order that matters is said here, not by which plugin registers first (decision 0168).
 */
export const ListenerPriority = {
  /** Caches drop what the event changes, so anything reading after it sees the change. */
  dropCache: -100,
  normal: 0,
  /** Publishers to browsers: last, so a client that reads on the message reads the new state. */
  publish: 100,
} as const;

type Listener<T> = (payload: T) => Promise<void> | void;

interface Entry {
  listener: Listener<never>;
  priority: number;
}

export class EventBus {
  private readonly listeners = new Map<keyof DomainEvents, Entry[]>();

  on<K extends keyof DomainEvents>(
    name: K,
    listener: Listener<DomainEvents[K]>,
    options: { priority?: number } = {},
  ): () => void {
    const entry: Entry = {
      listener: listener as Listener<never>,
      priority: options.priority ?? ListenerPriority.normal,
    };
    // Array sort is stable: equal priorities keep their registration order.
    this.listeners.set(
      name,
      [...(this.listeners.get(name) ?? []), entry].sort((a, b) => a.priority - b.priority),
    );
    return () => {
      const current = this.listeners.get(name) ?? [];
      this.listeners.set(
        name,
        current.filter((other) => other !== entry),
      );
    };
  }

  /** Runs every listener by priority and waits for each, so an emit that resolved has been handled. */
  async emit<K extends keyof DomainEvents>(name: K, payload: DomainEvents[K]): Promise<void> {
    for (const { listener } of this.listeners.get(name) ?? []) await (listener as Listener<DomainEvents[K]>)(payload);
  }
}
