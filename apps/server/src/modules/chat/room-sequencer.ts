/**
 * Runs the sends of one room one after the other, so a room's messages are stored and
 * published in id order: a client that saw message n has seen every earlier one, and asking
 * "after n" after a reconnect leaves no gap. Rooms run in parallel. (Across instances the
 * database's advisory lock keeps ids in commit order; see chat.repository.ts.)
 */
export class RoomSequencer {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(room: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(room) ?? Promise.resolve();
    const result = previous.then(task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(room, tail);
    void tail.then(() => {
      if (this.tails.get(room) === tail) this.tails.delete(room);
    });
    return result;
  }

  /** Rooms with a send in progress (tests: the map empties itself). */
  get busy(): number {
    return this.tails.size;
  }
}
