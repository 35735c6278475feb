type Json = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Json =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.getPrototypeOf(value) === Object.prototype;

const hasId = (value: unknown): value is { id: unknown } => isPlainObject(value) && 'id' in value;

/** Items of `previous` by id, when every item of both lists has one (lists of matches, groups' competitions). */
function byId(previous: unknown[], next: unknown[]): Map<unknown, unknown> | undefined {
  if (!previous.every(hasId) || !next.every(hasId)) return undefined;
  return new Map(previous.map((item) => [item.id, item]));
}

/**
 * `next`, with every part that equals (in value) the same part of `previous` replaced by that
 * part of `previous`, and `previous` itself when all is equal. A refetched day's list then keeps
 * the objects of the matches that did not change, so their memoized rows do not render again.
 * Items of lists that have ids are paired by id (a match that moved keeps its object), others by
 * position. For JSON-like data: plain objects, arrays and primitives.
 */
export function shareEqual<T>(previous: unknown, next: T): T {
  if (Object.is(previous, next)) return next;
  if (Array.isArray(previous) && Array.isArray(next)) {
    const ids = byId(previous, next);
    let same = previous.length === next.length;
    const shared = next.map((item: unknown, index) => {
      const before = ids ? ids.get((item as { id: unknown }).id) : previous[index];
      const kept = shareEqual(before, item);
      if (kept !== previous[index]) same = false;
      return kept;
    });
    return (same ? previous : shared) as T;
  }
  if (isPlainObject(previous) && isPlainObject(next)) {
    const keys = Object.keys(next);
    let same = keys.length === Object.keys(previous).length;
    const shared: Json = {};
    for (const key of keys) {
      const kept = shareEqual(previous[key], next[key]);
      shared[key] = kept;
      if (kept !== previous[key] || !(key in previous)) same = false;
    }
    return (same ? previous : shared) as T;
  }
  return next;
}
