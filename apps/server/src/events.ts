import type { MatchUpdate } from '@placar/contract/live-update';
import type { RoomUpdate } from '@placar/contract/room-update';
import type { ChatEvent } from '@placar/contract/chat-entities';
import type { ChatRoomKind } from '@placar/contract/chat-rules';

/**
 * The typed map of domain events (STYLE.md: services emit events; `realtime/` maps them to
 * MQTT topics, so services never import the broker).
 */
interface DomainEvents {
  /** A match update was stored. Listeners run in registration order: caches first, then publishers. */
  matchUpdated: MatchUpdate;
  /** A live room's public state changed (live state, viewers, title...): the whole state, with a growing seq. */
  roomUpdated: RoomUpdate;
  /**
   * Something happened in a chat room (a message, removals, its modes): published on its chat
   * topic. The listener queues it in order per room and returns: the emit resolves before delivery.
   */
  chatEvent: { room: { kind: ChatRoomKind; id: number }; event: ChatEvent };
}

type Listener<T> = (payload: T) => Promise<void> | void;

export class EventBus {
  private readonly listeners = new Map<keyof DomainEvents, Listener<never>[]>();

  on<K extends keyof DomainEvents>(name: K, listener: Listener<DomainEvents[K]>): () => void {
    const list = this.listeners.get(name) ?? [];
    list.push(listener as Listener<never>);
    this.listeners.set(name, list);
    return () => {
      const current = this.listeners.get(name) ?? [];
      this.listeners.set(
        name,
        current.filter((entry) => entry !== listener),
      );
    };
  }

  /** Runs every listener in order and waits for each, so an emit that resolved has been handled. */
  async emit<K extends keyof DomainEvents>(name: K, payload: DomainEvents[K]): Promise<void> {
    for (const listener of this.listeners.get(name) ?? []) await (listener as Listener<DomainEvents[K]>)(payload);
  }
}
