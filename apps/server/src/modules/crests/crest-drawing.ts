/**
 * Crests drawn from a team's (or competition's) colours and short name, for as long as no
 * licensed logo has come through the feed. Pure: the same input, the same SVG.
 */
interface CrestInput {
  kind: 'team' | 'competition';
  shortName: string;
  /** Primary and secondary colour (#rrggbb); missing or malformed ones come from the name. */
  colors: readonly string[] | null;
  /** Varies the pattern between crests of the same colours. */
  key: string;
  /** The league's own code for the team (NBA tricodes), drawn instead of letters from the short name. */
  letters?: string | undefined;
}

const COLOR = /^#[0-9a-f]{6}$/i;

function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

function hsl(hue: number, saturation: number, lightness: number): string {
  const a = (saturation / 100) * Math.min(lightness / 100, 1 - lightness / 100);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = lightness / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** Relative luminance (WCAG) of #rrggbb. */
function luminance(color: string): number {
  const linear = [1, 3, 5].map((start) => {
    const value = Number.parseInt(color.slice(start, start + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (linear[0] ?? 0) + 0.7152 * (linear[1] ?? 0) + 0.0722 * (linear[2] ?? 0);
}

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** Up to three letters: a one-word name's first three, else the words' initials ("Man City" → MC). */
export function crestLetters(shortName: string): string {
  const words = shortName
    .replace(/[^\p{L}\p{N}\s'-]/gu, ' ')
    .split(/[\s-]+/)
    .filter((word) => word.length > 0 && !/^(de|da|do|of|the|fc|cf|sc)$/i.test(word));
  if (words.length === 0) return '?';
  const letters =
    words.length === 1
      ? [...(words[0] ?? '')].slice(0, 3).join('')
      : words
          .slice(0, 3)
          .map((word) => [...word][0] ?? '')
          .join('');
  return letters.toLocaleUpperCase('en');
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The SVG of a crest: a shield (teams) or a rounded badge (competitions), a band, and the letters. */
export function drawCrest(input: CrestInput): string {
  const seed = hash(`${input.key}:${input.shortName}`);
  const primary =
    input.colors?.[0] !== undefined && COLOR.test(input.colors[0])
      ? input.colors[0].toLowerCase()
      : hsl(seed % 360, 62, 38);
  let secondary =
    input.colors?.[1] !== undefined && COLOR.test(input.colors[1])
      ? input.colors[1].toLowerCase()
      : hsl((seed + 150) % 360, 70, 88);
  // Two near colours would draw no band: lighten or darken the second.
  if (contrast(primary, secondary) < 1.4) secondary = luminance(primary) > 0.4 ? '#1e293b' : '#f8fafc';
  const ink = contrast(primary, '#ffffff') >= contrast(primary, '#0f172a') ? '#ffffff' : '#0f172a';
  const letters = input.letters ?? crestLetters(input.shortName);
  const size = letters.length >= 3 ? 17 : letters.length === 2 ? 21 : 25;
  const outline =
    input.kind === 'team'
      ? 'M32 3 58 10v20c0 16-11 26-26 31C17 56 6 46 6 30V10z'
      : 'M14 5h36a9 9 0 0 1 9 9v36a9 9 0 0 1-9 9H14a9 9 0 0 1-9-9V14a9 9 0 0 1 9-9z';
  const pattern = seed % 3;
  const band =
    pattern === 0
      ? '<path d="M0 44h64v9H0z"/>'
      : pattern === 1
        ? '<path d="M0 8 8 0l56 56-8 8z" opacity=".55"/>'
        : '<path d="M0 0h64v10H0z"/>';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="${escapeXml(input.shortName)}">`,
    `<defs><clipPath id="c"><path d="${outline}"/></clipPath></defs>`,
    `<g clip-path="url(#c)"><path d="M0 0h64v64H0z" fill="${primary}"/><g fill="${secondary}">${band}</g></g>`,
    `<path d="${outline}" fill="none" stroke="${secondary}" stroke-width="3"/>`,
    `<text x="32" y="${input.kind === 'team' ? 36 : 38}" text-anchor="middle" dominant-baseline="middle" font-family="system-ui,Segoe UI,Roboto,Arial,sans-serif" font-size="${size}" font-weight="800" fill="${ink}" stroke="${primary}" stroke-width="2" paint-order="stroke">${escapeXml(letters)}</text>`,
    '</svg>',
  ].join('');
}
