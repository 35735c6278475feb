import { Link } from 'react-router';

/** The Placar wordmark: a score-board mark and the name. */
export function Logo({ to, size = 'md' }: { to: string; size?: 'md' | 'lg' }) {
  const box = size === 'lg' ? 'size-10 text-lg' : 'size-8 text-base';
  return (
    // translate="no": the mark and the name are the same in every language.
    <Link
      to={to}
      className="group inline-flex items-center gap-2 rounded-lg"
      aria-label="Placar"
      translate="no"
      data-testid="logo"
    >
      <span
        className={`${box} grid place-items-center rounded-lg bg-gradient-to-br from-pitch-400 to-pitch-600 font-black text-ink-950 shadow-lg shadow-pitch-500/20`}
      >
        P
      </span>
      <span className={`${size === 'lg' ? 'text-2xl' : 'text-xl'} font-extrabold tracking-tight text-white`}>
        Placar<span className="text-pitch-400">.</span>
      </span>
    </Link>
  );
}
