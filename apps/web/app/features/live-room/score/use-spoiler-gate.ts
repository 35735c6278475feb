import { useEffect, useState } from 'react';
import { createSpoilerGate, type SpoilerGate } from './spoiler-gate.ts';

/** One spoiler gate for a page's lifetime: give it to the player (attach) and to the page's live data. */
export function useSpoilerGate(): SpoilerGate {
  const [gate] = useState(() => createSpoilerGate());
  useEffect(() => () => gate.dispose(), [gate]);
  return gate;
}
