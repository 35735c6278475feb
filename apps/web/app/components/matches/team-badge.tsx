import { LazyImage } from '../ui/lazy-image.tsx';

/**
 * A team or competition crest: the logo the API gives (a real one from the feed, else the
 * crest the server draws from the team's colours), loaded lazily over initials on a colour from
 * the name (kept when it fails), in a box of the same size throughout.
 */
export function TeamBadge({
  name,
  logo,
  size = 'sm',
}: {
  name: string;
  logo: string | null;
  size?: 'sm' | 'md' | 'lg';
}) {
  const box = size === 'lg' ? 'size-14 text-base' : size === 'md' ? 'size-8 text-[11px]' : 'size-5 text-[8px]';
  const initials = <Initials name={name} box={box} />;
  if (logo) return <LazyImage src={logo} alt="" fit="contain" className={box} placeholder={initials} />;
  return initials;
}

function Initials({ name, box }: { name: string; box: string }) {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  const initials = name
    .split(/\s+/)
    .filter((word) => /^\p{Lu}/u.test(word) || word.length > 3)
    .slice(0, 2)
    .map((word) => word[0])
    .join('')
    .toUpperCase();
  return (
    // Initials of a name are the same in every language (translate="no", like the names themselves).
    <span
      aria-hidden
      translate="no"
      className={`${box} grid shrink-0 place-items-center rounded-full font-black text-white ring-1 ring-white/10`}
      style={{ background: `linear-gradient(135deg, hsl(${hash} 55% 38%), hsl(${(hash + 40) % 360} 60% 24%))` }}
    >
      {initials || name.slice(0, 1).toUpperCase()}
    </span>
  );
}
