/**
 * Expiring sets of one process (the embedded default of SharedStore's member primitives, and
 * its fallback while Redis is away): each member of a set lives until its own end.
 */
export class InProcessMemberSets {
  private readonly sets = new Map<string, Map<string, number>>();

  touch(key: string, member: string, until: number, now: number, options: { onlyIfLive: boolean; max: number }): { done: boolean; count: number } {
    let members = this.sets.get(key);
    const live = (members?.get(member) ?? -Infinity) > now;
    if (!live) {
      if (options.onlyIfLive) return { done: false, count: this.count(key, now) };
      if (members !== undefined && members.size >= options.max) this.dropExpired(members, now);
      if (members !== undefined && members.size >= options.max) return { done: false, count: this.count(key, now) };
    }
    if (members === undefined) {
      members = new Map();
      this.sets.set(key, members);
    }
    members.set(member, until);
    return { done: true, count: this.count(key, now) };
  }

  remove(key: string, member: string, now: number): { done: boolean; count: number } {
    const members = this.sets.get(key);
    const done = members?.delete(member) ?? false;
    if (members?.size === 0) this.sets.delete(key);
    return { done, count: this.count(key, now) };
  }

  list(key: string, now: number): string[] {
    return [...(this.sets.get(key)?.entries() ?? [])].filter(([, until]) => until > now).map(([member]) => member);
  }

  count(key: string, now: number): number {
    let count = 0;
    for (const until of this.sets.get(key)?.values() ?? []) if (until > now) count += 1;
    return count;
  }

  sweep(now: number): string[] {
    const changed: string[] = [];
    for (const [key, members] of this.sets) {
      if (this.dropExpired(members, now) > 0) changed.push(key);
      if (members.size === 0) this.sets.delete(key);
    }
    return changed;
  }

  clear(key: string): void {
    this.sets.delete(key);
  }

  private dropExpired(members: Map<string, number>, now: number): number {
    let dropped = 0;
    for (const [member, until] of members) {
      if (until > now) continue;
      members.delete(member);
      dropped += 1;
    }
    return dropped;
  }
}
