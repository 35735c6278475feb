/** Parse a Cookie header (or document.cookie) into a map; malformed parts are skipped. */
export function parseCookies(header: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (name === '' || name in out) continue;
    try {
      out[name] = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      out[name] = part.slice(eq + 1).trim();
    }
  }
  return out;
}

const hasDocument = () => typeof document !== 'undefined';

export function readCookie(name: string): string | undefined {
  return hasDocument() ? parseCookies(document.cookie)[name] : undefined;
}

export function writeCookie(name: string, value: string, maxAgeDays = 365): void {
  if (!hasDocument()) return;
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${Math.round(maxAgeDays * 86_400)}; samesite=lax`;
}

export function removeCookie(name: string): void {
  if (!hasDocument()) return;
  document.cookie = `${name}=; path=/; max-age=0; samesite=lax`;
}
