/**
 * Expiring sets of one process (the embedded default of SharedStore's member primitives, and
 * its fallback while Redis is away): each member of a set lives until its own end.
 */
export class InProcessMemberSets {
  private readonly sets = new Map<string, Map<string, number>>();
  /**
   * Member-milliseconds of the sets whose area is kept (areaStart): what ended (closed) and when
   * each member now in the set joined it. Exact whatever the order of the calls: a member adds its
   * own interval, from its join to its removal or its end (decision 0154).
   */
  private readonly areas = new Map<string, { closed: number; since: Map<string, number> }>();

  /** From now on, keeps the set's member-milliseconds, counting its live members from now (a new start drops the former). */
  areaStart(key: string, now: number): void {
    const since = new Map<string, number>();
    for (const [member, until] of this.sets.get(key) ?? []) if (until > now) since.set(member, now);
    this.areas.set(key, { closed: 0, since });
  }

  /** The member-milliseconds since areaStart until `now`; 0 when none is kept. */
  area(key: string, now: number): number {
    const area = this.areas.get(key);
    if (area === undefined) return 0;
    const members = this.sets.get(key);
    let open = 0;
    for (const [member, since] of area.since) open += Math.max(0, Math.min(now, members?.get(member) ?? since) - since);
    return area.closed + open;
  }

  /** A member's interval ended at `end`: it joins the closed area. */
  private close(key: string, member: string, end: number): void {
    const area = this.areas.get(key);
    const since = area?.since.get(member);
    if (area === undefined || since === undefined) return;
    area.closed += Math.max(0, end - since);
    area.since.delete(member);
  }

  touch(
    key: string,
    member: string,
    until: number,
    now: number,
    options: { onlyIfLive: boolean; max: number },
  ): { done: boolean; count: number } {
    let members = this.sets.get(key);
    const live = (members?.get(member) ?? -Infinity) > now;
    if (!live) {
      if (options.onlyIfLive) return { done: false, count: this.count(key, now) };
      if (members !== undefined && members.size >= options.max) this.dropExpired(key, members, now);
      if (members !== undefined && members.size >= options.max) return { done: false, count: this.count(key, now) };
      // A member back after its end starts a new interval; the former one ended at its end.
      const ended = members?.get(member);
      if (ended !== undefined) this.close(key, member, ended);
      this.areas.get(key)?.since.set(member, now);
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
    const until = members?.get(member);
    if (until !== undefined) this.close(key, member, Math.min(now, until));
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
      if (this.dropExpired(key, members, now) > 0) changed.push(key);
      if (members.size === 0) this.sets.delete(key);
    }
    return changed;
  }

  clear(key: string): void {
    this.sets.delete(key);
    this.areas.delete(key);
  }

  private dropExpired(key: string, members: Map<string, number>, now: number): number {
    let dropped = 0;
    for (const [member, until] of members) {
      if (until > now) continue;
      this.close(key, member, until);
      members.delete(member);
      dropped += 1;
    }
    return dropped;
  }
}
