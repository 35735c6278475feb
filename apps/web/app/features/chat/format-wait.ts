/** "4 min 32 s", "2 h 5 min", "3 d 4 h", "12 s": a wait or a length, short enough for a message box (as the server words it). */
export function formatWait(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  const parts =
    days > 0
      ? [`${days} d`, hours > 0 ? `${hours} h` : '']
      : hours > 0
        ? [`${hours} h`, minutes > 0 ? `${minutes} min` : '']
        : minutes > 0
          ? [`${minutes} min`, rest > 0 ? `${rest} s` : '']
          : [`${rest} s`];
  return parts.filter((part) => part !== '').join(' ');
}
