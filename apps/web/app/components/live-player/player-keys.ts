/** What a key does on a focused player (YouTube's keys, where they exist for live). */
type PlayerKeyAction =
  'togglePlay' | 'toggleMute' | 'fullScreen' | 'volumeUp' | 'volumeDown' | 'moreDelay' | 'lessDelay';

const KEYS: Record<string, PlayerKeyAction> = {
  ' ': 'togglePlay',
  k: 'togglePlay',
  m: 'toggleMute',
  f: 'fullScreen',
  ArrowUp: 'volumeUp',
  ArrowDown: 'volumeDown',
  // Left goes further back (5 s more delay), right toward live.
  ArrowLeft: 'moreDelay',
  ArrowRight: 'lessDelay',
};

export function playerKeyAction(key: string): PlayerKeyAction | null {
  return KEYS[key.length === 1 ? key.toLowerCase() : key] ?? null;
}
