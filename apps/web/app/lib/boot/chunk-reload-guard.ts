/** Last reload time (ms) per path, as kept in session storage. */
type ReloadTimes = Record<string, number>;

/** Messages browsers give when a code chunk or dynamic import cannot be loaded. */
export const CHUNK_ERROR_SOURCE =
  'Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Failed to load module script|ChunkLoadError';
const CHUNK_ERROR = new RegExp(CHUNK_ERROR_SOURCE, 'i');

export function isChunkLoadError(reason: unknown): boolean {
  const message =
    reason instanceof Error ? `${reason.name}: ${reason.message}` : typeof reason === 'string' ? reason : '';
  return CHUNK_ERROR.test(message);
}

/**
 * Reload at most once per `guardMs` per path (requirement errors). A last time in the future
 * (clock moved back) does not block. Self-contained: it is embedded in the inline script.
 */
export function shouldReload(times: ReloadTimes, path: string, now: number, guardMs: number): boolean {
  const last = times[path];
  return last === undefined || !(now - last < guardMs && now >= last);
}

/** Self-contained: it is embedded in the inline script. */
export function parseReloadTimes(text: string | null): ReloadTimes {
  try {
    const value: unknown = JSON.parse(text ?? '{}');
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
    );
  } catch {
    return {};
  }
}
