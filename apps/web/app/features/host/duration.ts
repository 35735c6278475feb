/** A duration for people: "1 h 05 min", "12 min", "45 s". */
export function formatDuration(totalSeconds: number, units: { h: string; min: string; s: string }): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (hours > 0) return `${hours} ${units.h} ${String(minutes).padStart(2, '0')} ${units.min}`;
  if (minutes > 0) return `${minutes} ${units.min}`;
  return `${seconds} ${units.s}`;
}
